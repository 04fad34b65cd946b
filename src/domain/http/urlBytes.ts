// A `%` without two hex digits stays a literal `%`, as the routes that decode the URL later see it.
const LONE_PERCENT = /%(?![0-9a-fA-F]{2})/g

/**
 * True when a URL's path or query, once percent-decoded, holds a NUL byte or is not valid UTF-8: text that
 * PostgreSQL cannot store or compare, so no route can mean it. `+` in a query is a space and harmless.
 * decodeURIComponent refuses exactly the escapes that are not UTF-8 (bad, overlong, cut-off sequences and
 * surrogates), natively: this runs on every API request.
 */
export function hasUnreadableUrlBytes(pathAndQuery: string): boolean {
  if (!pathAndQuery.includes('%')) return pathAndQuery.includes('\0')
  try {
    return decodeURIComponent(pathAndQuery.replace(LONE_PERCENT, '%25')).includes('\0')
  } catch {
    return true
  }
}
