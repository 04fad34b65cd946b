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
export function normalizeAddress(raw: string): string | null {
  let address = raw.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed) address = bracketed[1]!
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(address)) address = address.replace(/:\d+$/, '')
  address = address.replace(IPV4_MAPPED, '$1').toLowerCase()
  return /^[0-9a-f.:]+$/.test(address) && address.length <= 45 ? address : null
}

/**
 * The client's address, or null when it cannot be known.
 *
 * Without TRUST_PROXY the connection's address counts. Next.js writes it into X-Forwarded-For only when
 * the request brought none, so the proxy (src/proxy.ts) removes a client-sent X-Forwarded-For and
 * X-Real-IP from the limited paths first; what is left is the single entry Next.js wrote.
 *
 * With n trusted proxies each one appends the address it saw, so the client is the n-th entry from the
 * right; anything further left was written by the client and could be made up.
 */
export function clientIpFrom(
  headers: { forwardedFor: string | null; realIp: string | null },
  trustProxy: string | undefined,
): string | null {
  const hops = trustedProxyHops(trustProxy)
  const chain = (headers.forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (hops === 0) return chain.length === 0 ? null : normalizeAddress(chain[chain.length - 1]!)
  if (chain.length === 0) return headers.realIp ? normalizeAddress(headers.realIp) : null
  const index = hops === Number.POSITIVE_INFINITY ? 0 : Math.max(0, chain.length - hops)
  return normalizeAddress(chain[index]!)
}

/**
 * Addresses that per-address limits never count, from RATE_LIMIT_EXEMPT_ADDRESSES (comma separated):
 * a test runner whose browsers all share one address. Unreadable entries are ignored.
 */
export function exemptAddresses(list: string | undefined): ReadonlySet<string> {
  const addresses = (list ?? '').split(',').map(normalizeAddress)
  return new Set(addresses.filter((address): address is string => address !== null))
}
