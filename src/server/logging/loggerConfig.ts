import type { Config } from 'payload'
import { destination, type DestinationStream } from 'pino'

import { requestContext } from './requestContext'
import { scrubLogLine } from './scrub'

// Keys whose values never reach a log, at the top of a log object and one level down.
const SECRET_KEYS = [
  'email',
  'firstName',
  'lastName',
  'fullName',
  'displayName',
  'phone',
  'password',
  'newPassword',
  'currentPassword',
  'confirmPassword',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'secret',
  'clientSecret',
  'client_secret',
  'apiKey',
  'cookie',
  'cookies',
  'authorization',
  'set-cookie',
]

export const REDACTED_PATHS = [
  ...SECRET_KEYS.flatMap((key) => [`["${key}"]`, `*["${key}"]`]),
  'req.headers',
  'headers.cookie',
  'headers.authorization',
]

let stdout: DestinationStream | undefined

/**
 * Where log lines go: stdout through pino's asynchronous destination. A write to a pipe blocks on Linux,
 * and every request writes a line, so lines are handed to libuv's threads instead (those written while one
 * is under way go out together); pino writes what is left when the process exits. Made at the first line.
 */
export function logSink(): DestinationStream {
  stdout ??= destination({ dest: 1, sync: false })
  return stdout
}

/** Writes each JSON line to stdout after masking anything shaped like personal data or a secret. */
const scrubbedStdout = {
  write(line: string) {
    logSink().write(scrubLogLine(line))
  },
}

/**
 * Payload's logger (pino): one JSON object per line on stdout with an ISO time, the level as a word and the
 * request id of the request being handled; secrets and personal data are redacted by key, then by shape.
 */
export function loggerConfig(env: Readonly<Record<string, string | undefined>> = process.env): Config['logger'] {
  return {
    options: {
      level: env.LOG_LEVEL?.trim() || 'info',
      enabled: env.DISABLE_LOGGING !== 'true',
      timestamp: () => `,"time":"${new Date().toISOString()}"`,
      formatters: { level: (label: string) => ({ level: label }) },
      mixin: () => {
        const context = requestContext.getStore()
        return context ? { requestId: context.requestId } : {}
      },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    destination: scrubbedStdout,
  }
}
