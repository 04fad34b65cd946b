import { NextResponse, type NextRequest } from 'next/server'

import { internalContentPath, isInternalContentPath } from '@/domain/content/contentRoutes'
import { LOCALE_COOKIE, resolveLocale } from '@/domain/locale'
import { isAddressLimitedPath } from '@/domain/rateLimit'
import { forwardConnectionAddress } from '@/server/rateLimit/connectionAddress'
import { rememberReferral } from '@/server/referrals/referralCookie'
import { securePage } from '@/server/security/securePage'

/**
 * Every page (site and admin panel) gets its Content-Security-Policy and request id here; the headers that
 * never change are set for every path in next.config.mjs.
 * Content pages are prerendered once per language under an internal path; the visitor keeps the public
 * URL and the language chosen by cookie (else the browser's).
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname, searchParams, search } = request.nextUrl
  if (isAddressLimitedPath(pathname)) return forwardConnectionAddress(request)
  // The internal tree has no public URL of its own: asked for directly, it is the site's 404.
  if (isInternalContentPath(pathname)) {
    return securePage(request, { prerendered: false }, (forward) =>
      NextResponse.rewrite(new URL('/page-not-found', request.url), forward),
    )
  }
  const locale = resolveLocale(request.cookies.get(LOCALE_COOKIE)?.value, request.headers.get('accept-language'))
  const target = internalContentPath(pathname, searchParams, locale)
  if (!target) {
    return securePage(request, { prerendered: false }, (forward) =>
      rememberReferral(pathname, NextResponse.next(forward)),
    )
  }
  // The same URL answers in either language: next.config.mjs tells shared caches (Vary) to keep them apart.
  return securePage(request, { prerendered: true }, (forward) =>
    NextResponse.rewrite(new URL(`${target}${search}`, request.url), forward),
  )
}

export const config = {
  // Every page; not /api (JSON, and a proxy would buffer upload bodies) nor the build's static files;
  // then the small-JSON API paths limited per address (ADDRESS_LIMITED_PATHS, kept equal by a test).
  matcher: [
    '/((?!api/|_next/static|_next/image|favicon.ico|favicon.svg|robots.txt).*)',
    '/api/auth/(login|register|confirm-signup|resend-signup-code|forgot-password|confirm-forgot-password)',
    '/api/users/(login|forgot-password|reset-password|refresh-token)',
    '/api/(graphql|contact|consultations/create)',
  ],
}
