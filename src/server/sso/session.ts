import { getFieldsToSign, jwtSign, type PayloadRequest, type TypedUser } from 'payload'
import { addSessionToUser, generatePayloadCookie, parseCookies } from 'payload/shared'

/**
 * Signs the user in as Payload's login operation does after a correct password: a new server-side
 * session (sid) on the user, a JWT with the same fields, and the same HttpOnly session cookie.
 * Runs inside the caller's transaction when `req` carries one.
 */
export async function issueSession(req: PayloadRequest, userId: number): Promise<{ token: string; cookie: string }> {
  const { payload } = req
  const collectionConfig = payload.collections.users.config
  // The raw stored document, with its existing sessions, exactly as the login operation reads it.
  const user = await payload.db.findOne<TypedUser>({ collection: 'users', where: { id: { equals: userId } }, req })
  if (!user) throw new Error(`User ${userId} vanished while signing in`)
  const { sid } = await addSessionToUser({ collectionConfig, payload, req, user })
  const fieldsToSign = getFieldsToSign({ collectionConfig, email: user.email, sid, user })
  const { token } = await jwtSign({
    fieldsToSign,
    secret: payload.secret,
    tokenExpiration: collectionConfig.auth.tokenExpiration,
  })
  const cookie = generatePayloadCookie({
    collectionAuthConfig: collectionConfig.auth,
    cookiePrefix: payload.config.cookiePrefix,
    token,
  })
  return { token, cookie }
}

/**
 * The id of the user this browser is already signed in as, if any. The provider's redirect back to us
 * is a cross-site navigation, for which Payload ignores the session cookie (CSRF protection), so the
 * cookie is checked here directly; nothing is done on that session's behalf.
 */
export async function browserSessionUserId(req: PayloadRequest): Promise<number | null> {
  if (req.user) return req.user.id
  const token = parseCookies(req.headers).get(`${req.payload.config.cookiePrefix}-token`)
  if (!token) return null
  const { user } = await req.payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
  return user?.id ?? null
}
