// Runs the test OpenID Connect provider as its own process for the e2e suite.
import { startOidcProvider } from './oidcProvider'

const port = Number(process.env.E2E_OIDC_PORT ?? 3126)
const provider = await startOidcProvider({
  port,
  callbackUrl: `${process.env.E2E_APP_URL ?? 'http://localhost:3100'}/api/auth/sso/google/callback`,
  clientSecret: process.env.E2E_OIDC_SECRET ?? 'e2e-client-secret',
  remoteControl: true,
})
console.log(`OIDC provider at ${provider.issuer}`)
const stop = () => provider.stop().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
