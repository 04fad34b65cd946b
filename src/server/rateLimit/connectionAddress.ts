import { NextResponse, type NextRequest } from 'next/server'

import { trustedProxyHops } from '@/domain/rateLimit'

/**
 * The proxy's answer for a path limited per address: without TRUST_PROXY, the client-sent
 * X-Forwarded-For and X-Real-IP are dropped, so Next.js records the connection's address instead (it
 * fills X-Forwarded-For only when the request has none). With TRUST_PROXY the proxies' header stays.
 */
export function forwardConnectionAddress(request: NextRequest): NextResponse {
  if (trustedProxyHops(process.env.TRUST_PROXY) > 0) return NextResponse.next()
  const headers = new Headers(request.headers)
  headers.delete('x-forwarded-for')
  headers.delete('x-real-ip')
  return NextResponse.next({ request: { headers } })
}
