import type { SharedCachePolicy } from '@/domain/http'

/**
 * How long a CDN or reverse proxy may keep each public read. Browsers revalidate every time (a 304 costs one
 * version read); shared caches serve for `sMaxAgeSeconds`, then stale while they renew. Free slots are
 * kept briefly: a slot taken meanwhile is refused at booking (409) and vanishes at the next renewal.
 */
export const PUBLIC_CACHE = {
  consultants: { sMaxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 },
  freeSlots: { sMaxAgeSeconds: 10, staleWhileRevalidateSeconds: 30 },
  catalogue: { sMaxAgeSeconds: 300, staleWhileRevalidateSeconds: 3600 },
} satisfies Record<string, SharedCachePolicy>
