import { notFound, text } from '@/server/http/refusal'

/** A 302 to `location` (a path of this site or the provider's URL), setting each cookie given. */
export function redirectTo(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' })
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  return new Response(null, { status: 302, headers })
}

/** The sign-in page shows the matching message for each error code. */
export type SsoErrorCode = 'sso' | 'sso_unverified_email' | 'sso_already_authenticated'

export const ssoErrorPath = (code: SsoErrorCode) => `/sign-in?error=${code}`

/** 404 while single sign-on is not configured: the route is there, the feature is not. */
export const ssoUnavailable = () => notFound(text('api', 'ssoUnavailable'))

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * Ends the provider's cross-site redirect chain with a page of our own that moves on to `location`.
 * A 302 would carry the chain's "cross-site" fetch metadata to the next page, where the CSRF protection
 * rightly ignores the new session cookie; a navigation started by our own page is same-origin.
 */
export function continueTo(location: string, cookies: string[] = []): Response {
  const target = escapeAttribute(location)
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  const body = `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${target}"><title>CareerBridge</title></head><body><p><a href="${target}">Continue</a></p></body></html>`
  return new Response(body, { status: 200, headers })
}
