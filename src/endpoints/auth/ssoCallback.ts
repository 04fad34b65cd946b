import type { Endpoint } from 'payload'

import { requestLocale } from '../http'
import { continueTo, redirectTo, ssoErrorPath, ssoUnavailable, type SsoErrorCode } from './ssoHttp'
import { ssoLandingPath } from '@/server/sso/accounts'
import { exchangeSsoCode, type SsoIdentity } from '@/server/sso/exchange'
import { ssoSettings } from '@/server/sso/settings'
import { signInWithSso } from '@/server/sso/signIn'
import { expiredSsoStateCookie, readSsoState } from '@/server/sso/stateCookie'

/**
 * GET /api/auth/sso/google/callback?code&state: the provider's answer. Every failure ends on the
 * sign-in page without a session; the one-time state cookie is cleared whatever happens.
 */
export const ssoGoogleCallbackEndpoint: Endpoint = {
  path: '/auth/sso/google/callback',
  method: 'get',
  handler: async (req) => {
    const settings = ssoSettings()
    if (!settings) throw ssoUnavailable()
    const clearState = expiredSsoStateCookie()
    const fail = (code: SsoErrorCode) => redirectTo(ssoErrorPath(code), [clearState])

    const state = readSsoState(req.headers, new Date())
    const { searchParams } = req
    // No cookie, a forged or expired one, another sign-in's state, or the provider reporting an error.
    if (!state || searchParams.get('state') !== state.state || searchParams.has('error')) return fail('sso')

    let identity: SsoIdentity
    try {
      identity = await exchangeSsoCode(settings, state, req.search ?? '')
    } catch (error) {
      req.payload.logger.warn({ err: error, msg: 'Single sign-on: the code exchange failed' })
      return fail('sso')
    }

    try {
      const result = await signInWithSso(req, identity, { role: state.role, locale: requestLocale(req) })
      if (result.kind === 'unverifiedEmail') return fail('sso_unverified_email')
      if (result.kind === 'alreadyAuthenticated') return fail('sso_already_authenticated')
      return continueTo(ssoLandingPath(result.user, state.redirect), [clearState, result.cookie])
    } catch (error) {
      req.payload.logger.error({ err: error, msg: 'Single sign-on: signing in failed' })
      return fail('sso')
    }
  },
}
