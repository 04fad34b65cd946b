import { serverUrl } from '../env'

export type SsoSettings = { issuer: URL; clientId: string; clientSecret: string }

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost'])

/** Read at request time, so a deployment (or a test) can switch single sign-on on and off. */
export function ssoSettings(): SsoSettings | null {
  const issuer = process.env.OIDC_ISSUER?.trim()
  const clientId = process.env.OIDC_CLIENT_ID?.trim()
  const clientSecret = process.env.OIDC_CLIENT_SECRET?.trim()
  if (!issuer || !clientId || !clientSecret) return null
  try {
    return { issuer: new URL(issuer), clientId, clientSecret }
  } catch {
    return null
  }
}

/** Whether "Sign in with Google" is offered at all. */
export function isSsoConfigured(): boolean {
  return ssoSettings() !== null
}

/** Where the identity provider sends the browser back to; registered with the provider as is. */
export function ssoCallbackUrl(): string {
  return `${serverUrl()}/api/auth/sso/google/callback`
}

/** Plain http is only acceptable for an issuer on this machine (the local test provider). */
export function allowsInsecureIssuer(issuer: URL): boolean {
  return issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname)
}
