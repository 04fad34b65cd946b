import { anyErrorInChain } from './errorChain'

// Errors that mean "the database cannot be reached right now" (down, restarting, pool exhausted), as
// opposed to errors in a statement. Requests that meet one answer 503 instead of 500.

// Node's socket errors while connecting to or talking with Postgres.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])
// SQLSTATE: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections.
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300'])
// node-postgres raises these without a code; Payload's "cannot begin transaction" keeps only the message.
const MESSAGES = [
  /Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /Client was closed and is not queryable/,
  /\b(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH)\b/,
  /terminating connection due to administrator command/,
  /the database system is (shutting down|starting up|in recovery mode)/,
  // A BEGIN fails only when the connection does; Payload drops the driver's error from this one.
  /cannot begin transaction/,
]

type ErrorLike = { code?: unknown; message?: unknown }

function matches(error: ErrorLike): boolean {
  const code = typeof error.code === 'string' ? error.code : ''
  // Class 08: connection exceptions.
  if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08/.test(code)) return true
  const message = typeof error.message === 'string' ? error.message : ''
  return MESSAGES.some((pattern) => pattern.test(message))
}

/** True when `error` (or an error it wraps) is a lost database. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return anyErrorInChain(error, matches)
}
