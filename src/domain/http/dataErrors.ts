/** The PostgreSQL SQLSTATE anywhere in an error's chain of causes, or null. */
export function sqlStateOf(error: unknown): string | null {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && /\d/.test(code.slice(0, 2))) return code
    // GraphQL keeps the thrown error as originalError; query builders keep the driver's as cause.
    const { cause, originalError } = current as { cause?: unknown; originalError?: unknown }
    current = originalError ?? cause
  }
  return null
}

/**
 * The SQLSTATE of a PostgreSQL data exception (class 22: numeric value out of range 22003, invalid byte
 * sequence 22021, invalid text representation 22P02, datetime out of range 22007/22008, …) anywhere in an
 * error's chain of causes, or null. These come from values a client sent, so they are bad input, not faults.
 */
export function dataExceptionState(error: unknown): string | null {
  const state = sqlStateOf(error)
  return state?.startsWith('22') ? state : null
}
