import type { Payload } from 'payload'

export type RequestLine = { method: string; path: string; status: number; ms: number }

type Logger = Payload['logger']

const requestLoggers = new WeakMap<Logger, Logger>()

/**
 * Payload's logger without the redaction by key: the request line has only the four keys above, none of
 * them secret, and the redaction's wildcard paths cost several times the rest of the line. The destination
 * still masks anything shaped like personal data or a secret (scrub.ts).
 */
function requestLogger(logger: Logger): Logger {
  let child = requestLoggers.get(logger)
  if (!child) {
    child = logger.child({}, { redact: { paths: [] } })
    requestLoggers.set(logger, child)
  }
  // A child keeps the level it was made with; follow the parent's (changed at run time, e.g. in tests).
  if (child.level !== logger.level) child.level = logger.level
  return child
}

/**
 * The one line per request: method, path (never the query string, which carries codes, states and search
 * terms), status and duration; the request id comes from the request context it is written in.
 */
export function logRequestLine(payload: Payload, line: RequestLine): void {
  requestLogger(payload.logger).info(line, 'request')
}
