import type { NextRequest, NextResponse } from 'next/server'

import { contentSecurityPolicy, createNonce } from './contentSecurityPolicy'
import { cspSettingsFromEnv } from './cspSettings'
import { REQUEST_ID_HEADER, requestIdOf } from '@/server/logging/requestId'

type ForwardedRequest = { request: { headers: Headers } }

/**
 * Gives a page its Content-Security-Policy and request id. `respond` builds the proxy's answer (next or
 * rewrite) from the request headers to forward: Next.js reads the nonce from the forwarded policy and puts
 * it on its scripts. Prerendered pages get the policy without a nonce (their HTML was written at build time).
 */
export function securePage(
  request: NextRequest,
  { prerendered }: { prerendered: boolean },
  respond: (forward: ForwardedRequest) => NextResponse,
): NextResponse {
  const nonce = prerendered ? null : createNonce()
  const policy = contentSecurityPolicy(nonce, cspSettingsFromEnv(process.env, request.nextUrl.pathname))
  const requestId = requestIdOf(request.headers)

  const headers = new Headers(request.headers)
  headers.set('content-security-policy', policy)
  if (nonce) headers.set('x-nonce', nonce)
  headers.set(REQUEST_ID_HEADER, requestId)

  const response = respond({ request: { headers } })
  response.headers.set('content-security-policy', policy)
  response.headers.set(REQUEST_ID_HEADER, requestId)
  return response
}
