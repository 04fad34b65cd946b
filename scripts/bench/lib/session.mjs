// Signing in as a seeded account the way the site does: POST /api/auth/login answers a JWT (sent as
// `Authorization: JWT …` to the API) and sets the session cookie (sent by browsers to pages).

export const DEMO_CONSULTEE = 'lena.fischer@example.com'
export const DEMO_PASSWORD = 'Demo#2026'

/**
 * The session of `email`: { user, token, headers } for API requests and { pageHeaders } for pages: the
 * cookie with the Sec-Fetch-Site header a browser sends, without which Payload's CSRF check ignores it.
 */
export async function signIn(origin, email = DEMO_CONSULTEE, password = DEMO_PASSWORD) {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    // A browser sends its page's Origin; the login refuses a request without the site's own (login CSRF).
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  })
  const { token, user } = await response.json().catch(() => ({}))
  if (!token) throw new Error(`${email} could not sign in (${response.status})`)
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ')
  return {
    user,
    token,
    headers: { authorization: `JWT ${token}` },
    pageHeaders: { cookie, 'sec-fetch-site': 'same-origin' },
  }
}
