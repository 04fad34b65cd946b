import * as oidc from 'openid-client'
import { z } from 'zod'

import { oidcConfiguration } from './config'
import { ssoCallbackUrl, type SsoSettings } from './settings'
import type { SsoState } from './stateCookie'

/** The identity the provider vouches for, in our terms. */
export type SsoIdentity = {
  subject: string
  email: string
  emailVerified: boolean
  givenName: string | null
  familyName: string | null
}

const optionalText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() ? value.trim() : null),
  z.string().nullable(),
)

const claimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().trim().toLowerCase().pipe(z.email()),
  // Google sends a boolean; some providers send the string "true". Anything else is not verified.
  email_verified: z.preprocess((value) => value === true || value === 'true', z.boolean()),
  given_name: optionalText,
  family_name: optionalText,
})

/**
 * Redeems the authorization code at the provider's token endpoint with the PKCE verifier and checks
 * the state, the issuer and the id_token (signature, audience, expiry, nonce).
 */
export async function exchangeSsoCode(settings: SsoSettings, state: SsoState, search: string): Promise<SsoIdentity> {
  const configuration = await oidcConfiguration(settings)
  // The registered callback URL, not the URL the request arrived at (proxies may rewrite that).
  const currentUrl = new URL(ssoCallbackUrl())
  currentUrl.search = search
  const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
    pkceCodeVerifier: state.codeVerifier,
    expectedState: state.state,
    expectedNonce: state.nonce,
    idTokenExpected: true,
  })
  const idClaims = tokens.claims()
  if (!idClaims) throw new Error('The provider returned no id_token')
  // Email claims belong in the id_token for Google; other providers may only put them in userinfo.
  const claims =
    typeof idClaims.email === 'string'
      ? idClaims
      : { ...(await oidc.fetchUserInfo(configuration, tokens.access_token, idClaims.sub)), sub: idClaims.sub }
  const parsed = claimsSchema.parse(claims)
  return {
    subject: parsed.sub,
    email: parsed.email,
    emailVerified: parsed.email_verified,
    givenName: parsed.given_name,
    familyName: parsed.family_name,
  }
}
