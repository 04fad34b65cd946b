import * as oidc from 'openid-client'

import { allowsInsecureIssuer, type SsoSettings } from './settings'

const discovered = new Map<string, Promise<oidc.Configuration>>()

/** The provider's metadata, discovered once per issuer and client; a failed discovery is retried next time. */
export function oidcConfiguration(settings: SsoSettings): Promise<oidc.Configuration> {
  const key = JSON.stringify([settings.issuer.href, settings.clientId, settings.clientSecret])
  let configuration = discovered.get(key)
  if (!configuration) {
    const execute = allowsInsecureIssuer(settings.issuer) ? [oidc.allowInsecureRequests] : []
    configuration = oidc.discovery(settings.issuer, settings.clientId, settings.clientSecret, undefined, { execute })
    configuration.catch(() => discovered.delete(key))
    discovered.set(key, configuration)
  }
  return configuration
}
