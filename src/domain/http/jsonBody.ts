const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

export type JsonBodyProblem = 'MALFORMED_JSON' | 'BODY_NOT_OBJECT' | 'NUL_IN_BODY'

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (Array.isArray(value)) return value.some(holdsNul)
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner))
  }
  return false
}

/**
 * What is wrong with a JSON request body, or null: every body of our API is an object, its text valid
 * UTF-8, and no string in it may hold NUL (PostgreSQL text cannot). An empty body is left to the route.
 */
export function jsonBodyProblem(bytes: Uint8Array): JsonBodyProblem | null {
  if (bytes.length === 0) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(strictUtf8.decode(bytes))
  } catch {
    return 'MALFORMED_JSON'
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return 'BODY_NOT_OBJECT'
  return holdsNul(parsed) ? 'NUL_IN_BODY' : null
}

/** `application/json` and the `+json` types (`application/merge-patch+json`, …), whatever the parameters. */
export function isJsonContentType(contentType: string | null): boolean {
  const type = (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase()
  return type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type)
}
