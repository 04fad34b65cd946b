import type { Endpoint } from 'payload'

import { json, parseBody, requestLocale } from '../http'
import { ssoSetProfileRequestSchema } from '@/domain/schemas'
import { userInfoOf } from '@/server/auth/userInfo'
import { Refusal, text } from '@/server/http/refusal'
import { completeSsoProfile } from '@/server/sso/setProfile'
import { requireCaller } from '@/server/http/requireCaller'

/** POST /api/auth/google-sign-up/set-profile: role, consultee details and sign-up consents of a Google sign-up. */
export const googleSetProfileEndpoint: Endpoint = {
  path: '/auth/google-sign-up/set-profile',
  method: 'post',
  handler: async (req) => {
    const locale = requestLocale(req)
    const user = requireCaller(req)
    const parsed = await parseBody(req, ssoSetProfileRequestSchema)
    // The schema has already checked the consents against the SIGNUP context.
    const result = await completeSsoProfile(req, user.id, parsed.data, locale)
    if (result.kind === 'notSsoSignUp') throw new Refusal(403, 'NOT_SSO_SIGN_UP', text('api', 'ssoNotSignUp'))
    if (result.kind === 'roleLocked') throw new Refusal(409, 'ROLE_LOCKED', text('api', 'ssoRoleLocked'))
    return json(200, await userInfoOf(req.payload, result.user))
  },
}
