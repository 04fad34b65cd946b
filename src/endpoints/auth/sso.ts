import type { Endpoint } from 'payload'

import { redirectTo, ssoErrorPath, ssoUnavailable } from './ssoHttp'
import { isSafeRedirect } from '@/domain/navigation'
import { ssoRoleSchema } from '@/domain/schemas'
import { invalidInput } from '@/server/http/refusal'
import { startSsoSignIn } from '@/server/sso/authorize'
import { ssoSettings } from '@/server/sso/settings'

/** GET /api/auth/sso/google?role=USER|CONSULTANT&redirect=/path: off to the identity provider. */
export const ssoGoogleEndpoint: Endpoint = {
  path: '/auth/sso/google',
  method: 'get',
  handler: async (req) => {
    const settings = ssoSettings()
    if (!settings) throw ssoUnavailable()
    // Without a role (the login page) a new account becomes a consultee; it may still switch in set-profile.
    const role = ssoRoleSchema.safeParse(req.searchParams.get('role') ?? 'USER')
    if (!role.success) throw invalidInput([{ path: 'role', message: 'Invalid_role' }])
    const redirect = req.searchParams.get('redirect')
    try {
      const start = await startSsoSignIn(
        settings,
        { role: role.data, redirect: isSafeRedirect(redirect) ? redirect : null },
        new Date(),
      )
      return redirectTo(start.location, [start.cookie])
    } catch (error) {
      req.payload.logger.error({ err: error, msg: 'Could not reach the identity provider' })
      return redirectTo(ssoErrorPath('sso'))
    }
  },
}
