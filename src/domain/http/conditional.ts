/** How long shared caches (a CDN, a reverse proxy) may keep a public answer, and serve it stale while renewing. */
export type SharedCachePolicy = { sMaxAgeSeconds: number; staleWhileRevalidateSeconds: number }

/**
 * A public answer that browsers revalidate every time (`max-age=0`, answered cheaply by 304) and shared
 * caches keep for a while: the fresher the data must be, the shorter the policy.
 */
export function publicCacheControl({ sMaxAgeSeconds, staleWhileRevalidateSeconds }: SharedCachePolicy): string {
  return `public, max-age=0, s-maxage=${sMaxAgeSeconds}, stale-while-revalidate=${staleWhileRevalidateSeconds}`
}

/** Answers only for the signed-in caller: nothing may keep them. */
export const PRIVATE_NO_STORE = 'private, no-store'

const opaque = (tag: string) => tag.replace(/^W\//, '')

/**
 * Whether `If-None-Match` names the current entity tag (RFC 9110 §13.1.2: weak comparison, a list of
 * tags), so that a 304 may answer instead of the body. `*` is not honoured: the tag is known before we know
 * whether the resource exists, and a full answer is always a correct one.
 */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false
  const current = opaque(etag)
  return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => opaque(tag) === current)
}
