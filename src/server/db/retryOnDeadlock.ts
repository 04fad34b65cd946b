import { anyErrorInChain } from './errorChain'

// SQLSTATE: deadlock_detected, serialization_failure. PostgreSQL ends one statement of the cycle and
// expects it to be run again; the other side goes on.
const RETRYABLE_CODES = new Set(['40P01', '40001'])

/** True when `error`, or an error it wraps, asks for the statement to be run again. */
export function isRetryableConflict(error: unknown): boolean {
  return anyErrorInChain(error, (candidate) => {
    const { code } = candidate as { code?: unknown }
    return typeof code === 'string' && RETRYABLE_CODES.has(code)
  })
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
