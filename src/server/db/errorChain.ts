const MAX_DEPTH = 5

type Wrapping = { cause?: unknown; errors?: unknown }

/**
 * True when `error` or an error it wraps matches: drizzle and Payload keep the driver's error in `cause`,
 * Node's AggregateError (a connect to several addresses) keeps its errors in `errors`.
 */
export function anyErrorInChain(error: unknown, matches: (error: object) => boolean, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > MAX_DEPTH) return false
  if (matches(error)) return true
  const { cause, errors } = error as Wrapping
  if (Array.isArray(errors) && errors.some((inner) => anyErrorInChain(inner, matches, depth + 1))) return true
  return anyErrorInChain(cause, matches, depth + 1)
}
