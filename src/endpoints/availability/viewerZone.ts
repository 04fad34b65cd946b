import type { PayloadRequest } from 'payload'

/**
 * The zone the caller reads times in: the one they name, else their profile's. The scheduling domain
 * reads a missing or unusable zone as the fallback zone and says which zone it used.
 */
export function viewerZoneOf(req: PayloadRequest, named: unknown): string {
  if (typeof named === 'string' && named.trim()) return named.trim()
  return req.user?.timezone ?? ''
}
