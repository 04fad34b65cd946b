/**
 * A return or refresh address for the provider's onboarding: a path on our site ("/stripe-onboarding/success")
 * or an absolute URL on our own origin. Anything else (another host, another scheme, "//evil.example",
 * backslash tricks) is null, so that the provider can never be told to send a consultant elsewhere.
 */
export function ownOriginUrl(raw: string, origin: string): string | null {
  const trimmed = raw.trim()
  if (trimmed === '' || trimmed.length > 2000) return null
  // "/\evil.example" and "\\evil.example" are treated as "//evil.example" by browsers.
  if (trimmed.includes('\\')) return null
  // Control characters (a newline, a tab) inside a URL are stripped by parsers and hide the real host.
  if ([...trimmed].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null
  let base: URL
  let url: URL
  try {
    base = new URL(origin)
    url = new URL(trimmed, base)
  } catch {
    return null
  }
  if (url.origin !== base.origin || url.username !== '' || url.password !== '') return null
  return url.toString()
}
