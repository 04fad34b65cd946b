/**
 * How many proxies in front of the app may be believed, from TRUST_PROXY: unset, empty, "0" or "false"
 * → none; "true" → every one (the leftmost forwarded address is the client); a number n → the last n.
 */
export function trustedProxyHops(trustProxy: string | undefined): number {
  const value = trustProxy?.trim().toLowerCase() ?? ''
  if (value === '' || value === 'false' || value === '0') return 0
  if (value === 'true') return Number.POSITIVE_INFINITY
  const hops = Number(value)
  return Number.isInteger(hops) && hops > 0 ? hops : 0
}

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i

/** One address as written in a header: without brackets or a port, IPv4-mapped IPv6 as plain IPv4. */
function normalizeAddress(raw: string): string | null {
  let address = raw.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed) address = bracketed[1]!
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(address)) address = address.replace(/:\d+$/, '')
  address = address.replace(IPV4_MAPPED, '$1').toLowerCase()
  return /^[0-9a-f.:]+$/.test(address) && address.length <= 45 ? address : null
}

/**
 * The client's address, or null when it cannot be known. Only a trusted proxy's X-Forwarded-For is
 * read: each proxy appends the address it saw, so with n trusted proxies the client is the n-th entry
 * from the right; anything further left was written by the client and could be made up. Without
 * TRUST_PROXY nothing is read: Next.js writes the socket address into X-Forwarded-For only when the
 * request did not bring one, so a route handler cannot tell the two apart.
 */
export function clientIpFrom(
  headers: { forwardedFor: string | null; realIp: string | null },
  trustProxy: string | undefined,
): string | null {
  const hops = trustedProxyHops(trustProxy)
  if (hops === 0) return null
  const chain = (headers.forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (chain.length === 0) return headers.realIp ? normalizeAddress(headers.realIp) : null
  const index = hops === Number.POSITIVE_INFINITY ? 0 : Math.max(0, chain.length - hops)
  return normalizeAddress(chain[index]!)
}
