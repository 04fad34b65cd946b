import type { PayloadRequest } from 'payload'

import { clientIpFrom, exemptAddresses, isAddressLimitedPath, trustedProxyHops } from '@/domain/rateLimit'

function pathnameOf(url: string | undefined): string {
  try {
    return new URL(url ?? '', 'http://localhost').pathname
  } catch {
    return ''
  }
}

/**
 * The caller's address for per-address limits, or null to skip them. Without TRUST_PROXY it is the
 * connection's address, known only on the paths the proxy clears of client-sent forwarding headers;
 * with TRUST_PROXY the address the trusted proxies report. RATE_LIMIT_EXEMPT_ADDRESSES are never counted.
 */
export function clientIpOf(req: Pick<PayloadRequest, 'headers' | 'url'>): string | null {
  const trustProxy = process.env.TRUST_PROXY
  if (trustedProxyHops(trustProxy) === 0 && !isAddressLimitedPath(pathnameOf(req.url))) return null
  const headers = { forwardedFor: req.headers.get('x-forwarded-for'), realIp: req.headers.get('x-real-ip') }
  const address = clientIpFrom(headers, trustProxy)
  return address && !exemptAddresses(process.env.RATE_LIMIT_EXEMPT_ADDRESSES).has(address) ? address : null
}
