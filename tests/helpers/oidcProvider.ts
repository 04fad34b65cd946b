import crypto from 'node:crypto'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import Provider from 'oidc-provider'

/** The claims the provider reports for one account; change them between sign-ins to simulate the provider. */
export type TestAccount = {
  sub: string
  email: string
  email_verified: boolean
  given_name?: string
  family_name?: string
}

export type TestOidcProvider = {
  issuer: string
  clientId: string
  clientSecret: string
  /** Registers (or updates) an account and makes it the one the next sign-in at the provider logs in as. */
  signInAs: (account: TestAccount) => void
  /**
   * Follows the provider's redirects from an authorization URL as a browser without cookies would: the
   * interaction logs in as the current account and grants the requested scope. Returns the URL the
   * provider sends the browser back to (the app's callback with code and state).
   */
  authorize: (authorizationUrl: string) => Promise<URL>
  stop: () => Promise<void>
}

export const TEST_CALLBACK_URL = 'http://localhost:3000/api/auth/sso/google/callback'
const MAX_REDIRECTS = 10

type ProviderOptions = { callbackUrl?: string; port?: number; clientSecret?: string; remoteControl?: boolean }

/**
 * A real oidc-provider 9 on 127.0.0.1 with one confidential client, PKCE required and email in the id_token.
 * With `remoteControl`, POST /test/sign-in-as (JSON TestAccount) sets the account from another process (e2e).
 */
export async function startOidcProvider({
  callbackUrl = TEST_CALLBACK_URL,
  port = 0,
  clientSecret = crypto.randomBytes(24).toString('hex'),
  remoteControl = false,
}: ProviderOptions = {}): Promise<TestOidcProvider> {
  const accounts = new Map<string, TestAccount>()
  let current: string | undefined
  // The issuer URL needs the port, the provider needs the issuer: the server starts first and routes later.
  const routes: { handle?: (req: IncomingMessage, res: ServerResponse) => void } = {}
  const server = http.createServer((req, res) => routes.handle?.(req, res))
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const clientId = 'careerbridge-test'
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [callbackUrl],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [crypto.randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    findAccount: async (_ctx: unknown, sub: string) =>
      accounts.has(sub) ? { accountId: sub, claims: async () => ({ ...accounts.get(sub)! }) } : undefined,
  })
  provider.on('server_error', (_ctx, error) => console.error('test OIDC provider error', error))

  // The interaction page of a real provider asks for credentials and consent; here it answers at once.
  async function finishInteraction(req: IncomingMessage, res: ServerResponse) {
    try {
      const details = await provider.interactionDetails(req, res)
      if (!current) throw new Error('call signInAs() before authorizing')
      const grant = new provider.Grant({ accountId: current, clientId: String(details.params.client_id) })
      grant.addOIDCScope(String(details.params.scope))
      const grantId = await grant.save()
      const result = { login: { accountId: current }, consent: { grantId } }
      await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false })
    } catch (error) {
      res.statusCode = 500
      res.end(String(error))
    }
  }
  function signInAs(account: TestAccount) {
    accounts.set(account.sub, account)
    current = account.sub
  }
  async function remoteSignInAs(req: IncomingMessage, res: ServerResponse) {
    let body = ''
    for await (const chunk of req) body += String(chunk)
    signInAs(JSON.parse(body) as TestAccount)
    res.end('ok')
  }
  const providerCallback = provider.callback()
  routes.handle = (req, res) => {
    if (remoteControl && req.method === 'POST' && req.url === '/test/sign-in-as') return void remoteSignInAs(req, res)
    if (req.url?.startsWith('/interaction/')) return void finishInteraction(req, res)
    providerCallback(req, res)
  }

  async function authorize(authorizationUrl: string): Promise<URL> {
    const jar = new Map<string, string>()
    let url = new URL(authorizationUrl)
    for (let hop = 0; hop < MAX_REDIRECTS; hop++) {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
      const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} })
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';')
        const separator = pair.indexOf('=')
        jar.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim())
      }
      const location = response.headers.get('location')
      if (!location) throw new Error(`provider answered ${response.status}: ${await response.text()}`)
      url = new URL(location, url)
      if (url.href.startsWith(callbackUrl)) return url
    }
    throw new Error('too many redirects at the provider')
  }

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs,
    authorize,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
