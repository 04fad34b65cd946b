// SQLSTATE: deadlock_detected, serialization_failure. PostgreSQL ends one statement of the cycle and
// expects it to be run again; the other side goes on.
const RETRYABLE_CODES = new Set(['40P01', '40001'])
const MAX_CAUSE_DEPTH = 5

/** True when `error`, or an error it wraps (drizzle and Payload wrap the driver's), asks for a retry. */
export function isRetryableConflict(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > MAX_CAUSE_DEPTH) return false
  const { code, cause } = error as { code?: unknown; cause?: unknown }
  if (typeof code === 'string' && RETRYABLE_CODES.has(code)) return true
  return isRetryableConflict(cause, depth + 1)
}

/**
 * Runs `run` (one statement or one whole transaction, nothing else with side effects) again when
 * PostgreSQL ended it as one side of a deadlock or a serialization failure, at most `attempts` times.
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run()
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error
    }
  }
}
