import { dataExceptionState } from '@/domain/http'
import { isDatabaseUnavailable } from '@/server/db/unavailable'
import { Refusal, text } from './refusal'

// Postgres restarts within seconds; a client that waits this long finds it back.
const RETRY_AFTER_SECONDS = 5

/** 503 with Retry-After; its message in `errors` too, as it also answers in place of Payload's own errors. */
export const databaseUnavailable = () =>
  new Refusal(503, 'SERVICE_UNAVAILABLE', text('api', 'databaseUnavailable'), {
    fields: { retryAfter: RETRY_AFTER_SECONDS },
    headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
    messageInErrors: true,
  })

/** 400 for a value PostgreSQL refused, in Payload's error shape as well (it answers in place of Payload's). */
export const invalidValue = () =>
  new Refusal(400, 'INVALID_VALUE', text('api', 'invalidValue'), { messageInErrors: true })

/**
 * The refusal an error thrown while answering a request stands for, wherever it is answered (Payload's
 * afterError hook, a route handler of our own): a Refusal itself, 503 while the database is away, 400
 * for a value PostgreSQL refused (SQLSTATE class 22: an id out of range, a byte sequence, a date); null
 * for anything else, which is a failure.
 */
export function refusalOf(error: unknown): Refusal | null {
  if (error instanceof Refusal) return error
  if (isDatabaseUnavailable(error)) return databaseUnavailable()
  if (dataExceptionState(error)) return invalidValue()
  return null
}
