import * as oidc from 'openid-client'

import { oidcConfiguration } from './config'
import { ssoCallbackUrl, type SsoSettings } from './settings'
import { SSO_COOKIE_MAX_AGE_SECONDS, ssoStateCookie } from './stateCookie'
import type { AccountRole } from '@/domain/status'

export const SSO_SCOPE = 'openid email profile'

/**
 * Starts a code flow with PKCE, state and nonce. The verifier, state, nonce, chosen role and redirect
 * travel in a signed, short-lived cookie; the provider only ever sees the challenge.
 */
export async function startSsoSignIn(
  settings: SsoSettings,
  input: { role: AccountRole; redirect: string | null },
  now: Date,
): Promise<{ location: string; cookie: string }> {
  const configuration = await oidcConfiguration(settings)
  const codeVerifier = oidc.randomPKCECodeVerifier()
  const state = oidc.randomState()
  const nonce = oidc.randomNonce()
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: ssoCallbackUrl(),
    response_type: 'code',
    scope: SSO_SCOPE,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  })
  const expiresAt = now.getTime() + SSO_COOKIE_MAX_AGE_SECONDS * 1000
  return {
    location: url.href,
    cookie: ssoStateCookie({ state, nonce, codeVerifier, role: input.role, redirect: input.redirect, expiresAt }),
  }
}
