import crypto from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createUser, TEST_PASSWORD } from '../helpers/factories'
import { rest } from '../helpers/http'
import { startOidcProvider, type TestAccount, type TestOidcProvider } from '../helpers/oidcProvider'
import { testPayload } from '../helpers/payload'
import { currentConsentVersion } from '@/domain/consents'
import { isSsoConfigured } from '@/server/sso'
import { signSsoState, SSO_COOKIE, verifySsoState, type SsoState } from '@/server/sso/stateCookie'

const ORIGIN = 'http://localhost:3000'
const consultee = { userRole: 'USER', firstName: 'Lena', lastName: 'Vogt', timezone: 'Europe/Berlin' }
const TERMS = {
  consentType: 'TERMS_PRIVACY_SIGNUP',
  status: 'optin',
  version: currentConsentVersion('TERMS_PRIVACY_SIGNUP'),
}

let payload: Payload
let provider: TestOidcProvider

beforeAll(async () => {
  provider = await startOidcProvider()
  process.env.OIDC_ISSUER = provider.issuer
  process.env.OIDC_CLIENT_ID = provider.clientId
  process.env.OIDC_CLIENT_SECRET = provider.clientSecret
  payload = await testPayload()
})

afterAll(async () => {
  await provider.stop()
  for (const name of ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET']) delete process.env[name]
})

const account = (overrides: Partial<TestAccount> = {}): TestAccount => ({
  sub: `google-${crypto.randomUUID()}`,
  email: `sso-${crypto.randomUUID()}@example.com`,
  email_verified: true,
  given_name: 'Lena',
  family_name: 'Vogt',
  ...overrides,
})

/** name=value of each cookie a response sets, by name. */
const setCookies = (headers: Headers) =>
  new Map(headers.getSetCookie().map((line) => [line.split('=')[0]!, line.split(';')[0]!]))

/** The app's first step: a 302 to the provider and the signed state cookie. */
async function start(query: string) {
  const response = await rest('GET', `/api/auth/sso/google${query}`)
  expect(response.status).toBe(302)
  const stateCookie = setCookies(response.headers).get(SSO_COOKIE)
  expect(stateCookie).toBeDefined()
  return { location: response.headers.get('location')!, stateCookie: stateCookie!, raw: response.headers }
}

const callback = (url: URL, cookie: string) => rest('GET', `${url.pathname}${url.search}`, { headers: { cookie } })

/** Success ends with a page of ours that moves on (so the next request is same-origin); failures are 302s. */
function landing(response: { status: number; text: string; headers: Headers }): string | null {
  if (response.status === 302) return response.headers.get('location')
  expect(response.status).toBe(200)
  const target = response.text.match(/http-equiv="refresh" content="0;url=([^"]+)"/)?.[1]
  return target
    ? target
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&amp;/g, '&')
    : null
}

/** The whole round trip as a browser makes it; `browserCookie` adds cookies the browser already holds. */
async function signIn(who: TestAccount, query = '?role=USER', browserCookie?: string) {
  provider.signInAs(who)
  const { location, stateCookie } = await start(query)
  const returned = await provider.authorize(location)
  const response = await callback(returned, [stateCookie, browserCookie].filter(Boolean).join('; '))
  const session = setCookies(response.headers).get('payload-token')
  return { location: landing(response), session, headers: response.headers }
}

const asBrowser = (session: string) => ({ headers: { cookie: session, origin: ORIGIN } })
const findByEmail = async (email: string) =>
  (await payload.find({ collection: 'users', where: { email: { equals: email } }, depth: 0 })).docs[0]

describe('Sign in with Google', () => {
  it('sends the browser to the provider with PKCE, state and nonce, keeping them in a signed HttpOnly cookie', async () => {
    const { location, raw } = await start('?role=USER&redirect=/consultants')
    const url = new URL(location)
    expect(url.origin).toBe(provider.issuer)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      client_id: provider.clientId,
      redirect_uri: `${ORIGIN}/api/auth/sso/google/callback`,
    })
    for (const name of ['code_challenge', 'state', 'nonce']) expect(url.searchParams.get(name)).toBeTruthy()
    const line = raw.getSetCookie().find((cookie) => cookie.startsWith(`${SSO_COOKIE}=`))!
    expect(line).toMatch(/HttpOnly/)
    expect(line).toMatch(/SameSite=Lax/)
    expect(line).toMatch(/Max-Age=600/)
    // The verifier stays with the browser; only its S256 challenge goes to the provider.
    const state = verifySsoState(line.split(';')[0]!.split('=')[1], new Date())!
    expect(state).toMatchObject({ state: url.searchParams.get('state'), role: 'USER', redirect: '/consultants' })
    expect(location).not.toContain(state.codeVerifier)
  })

  it('rejects an unknown role with 400', async () => {
    expect((await rest('GET', '/api/auth/sso/google?role=ADMIN')).status).toBe(400)
  })

  it('signs a new consultee up end to end, then completes the profile with names and consents', async () => {
    const who = account()
    const { location, session } = await signIn(who, '?role=USER&redirect=/consultants')
    expect(location).toBe('/sso/complete-profile?redirect=%2Fconsultants')
    expect(session).toMatch(/^payload-token=.+/)

    const user = (await findByEmail(who.email))!
    expect(user).toMatchObject({ role: 'USER', profileStatus: 'DATA_NOT_SUBMITTED', firstName: 'Lena' })
    expect(user).toMatchObject({ ssoSubject: who.sub, ssoSignUp: 'PENDING' })
    const own = await rest('GET', `/api/users/${user.id}`, asBrowser(session!))
    expect(own.status).toBe(200)
    expect(own.json).not.toHaveProperty('ssoSubject')
    expect(own.json).not.toHaveProperty('ssoSignUp')

    const profile = await rest('GET', `/api/auth/sso-profile/${user.id}`, asBrowser(session!))
    expect(profile.status).toBe(200)
    expect(profile.json).toMatchObject({ userId: user.id, email: who.email, userRole: 'USER' })

    const body = { userRole: 'USER', firstName: 'Lena', lastName: 'Vogt-Berg', timezone: 'Europe/Berlin' }
    const missingTerms = await rest('POST', '/api/auth/google-sign-up/set-profile', {
      ...asBrowser(session!),
      body: { ...body, consents: [] },
    })
    expect(missingTerms.status).toBe(400)
    const done = await rest('POST', '/api/auth/google-sign-up/set-profile', {
      ...asBrowser(session!),
      body: { ...body, consents: [TERMS] },
    })
    expect(done.status).toBe(200)
    expect(done.json).toMatchObject({ userId: user.id, lastName: 'Vogt-Berg', timezone: 'Europe/Berlin' })
    expect((await payload.findByID({ collection: 'users', id: user.id })).ssoSignUp).toBe('COMPLETED')
    const consents = await payload.find({ collection: 'consents', where: { user: { equals: user.id } } })
    expect(consents.docs).toEqual([
      expect.objectContaining({
        consentType: 'TERMS_PRIVACY_SIGNUP',
        status: 'optin',
        textSnapshot: expect.any(String),
      }),
    ])
  })

  it('keeps the consultant role chosen before the redirect, and locks it once the profile is set', async () => {
    const who = account()
    const { location, session } = await signIn(who, '?role=CONSULTANT&redirect=//evil.example')
    expect(location).toBe('/sso/complete-profile')
    const user = (await findByEmail(who.email))!
    expect(user).toMatchObject({ role: 'CONSULTANT', profileStatus: 'REGISTERED' })
    expect(user.firstName ?? null).toBeNull()

    const setProfile = (body: object) =>
      rest('POST', '/api/auth/google-sign-up/set-profile', { ...asBrowser(session!), body })
    expect((await setProfile({ userRole: 'CONSULTANT', consents: [TERMS] })).status).toBe(200)
    const switched = await setProfile({ ...consultee, consents: [TERMS] })
    expect(switched.status).toBe(409)
    expect((await payload.findByID({ collection: 'users', id: user.id })).role).toBe('CONSULTANT')
  })

  it('records the referral of a remembered code when the new account opts in to referral tracking', async () => {
    const referrer = await createUser(payload)
    const tracking = (status: 'optin' | 'optout') => ({
      consentType: 'REFERRAL_TRACKING',
      status,
      version: currentConsentVersion('REFERRAL_TRACKING'),
    })
    const referredBy = async (email: string) => {
      const user = (await findByEmail(email))!
      return typeof user.referredBy === 'object' ? (user.referredBy?.id ?? null) : (user.referredBy ?? null)
    }
    for (const [status, expected] of [
      ['optin', referrer.id],
      ['optout', null],
    ] as const) {
      const who = account()
      const { session } = await signIn(who, '?role=USER')
      const answer = await rest('POST', '/api/auth/google-sign-up/set-profile', {
        ...asBrowser(session!),
        body: { ...consultee, consents: [TERMS, tracking(status)], referrerRefCode: referrer.refCode },
      })
      expect(answer.status).toBe(200)
      expect([status, await referredBy(who.email)]).toEqual([status, expected])
      // Once the profile is set, calling again attaches no referral after the fact.
      const again = await rest('POST', '/api/auth/google-sign-up/set-profile', {
        ...asBrowser(session!),
        body: {
          ...consultee,
          consents: [TERMS, tracking('optin')],
          referrerRefCode: (await createUser(payload)).refCode,
        },
      })
      expect(again.status).toBe(200)
      expect([status, await referredBy(who.email)]).toEqual([status, expected])
    }
  })

  it('lets a new sign-up take the other role before its profile is set', async () => {
    const who = account()
    const { session } = await signIn(who, '?role=USER')
    const answer = await rest('POST', '/api/auth/google-sign-up/set-profile', {
      ...asBrowser(session!),
      body: { userRole: 'CONSULTANT', consents: [TERMS] },
    })
    expect(answer.status).toBe(200)
    expect(answer.json).toMatchObject({ userRole: 'CONSULTANT', profileStatus: 'REGISTERED', firstName: null })
  })
})

describe('existing accounts', () => {
  it('links a password account when the provider verified the email, then finds it by subject', async () => {
    const existing = await createUser(payload, { role: 'USER', profileStatus: 'ACTIVE' })
    const who = account({ email: existing.email })
    const first = await signIn(who, '?role=CONSULTANT&redirect=/consultants')
    expect(first.location).toBe('/consultants')
    expect(first.session).toMatch(/^payload-token=.+/)
    expect(await payload.findByID({ collection: 'users', id: existing.id })).toMatchObject({
      ssoSubject: who.sub,
      role: 'USER',
    })

    // The provider's address changed; the subject still names the same person, signed in or not.
    const moved = { ...who, email: `moved-${crypto.randomUUID()}@example.com` }
    const again = await signIn(moved, '?role=USER', first.session)
    expect(again.location).toBe('/')
    const me = await rest('GET', '/api/auth/me', asBrowser(again.session!))
    expect(me.json).toMatchObject({ userId: existing.id, email: existing.email })
    expect(await findByEmail(moved.email)).toBeUndefined()
    expect(
      (await rest('POST', '/api/auth/login', { body: { email: existing.email, password: TEST_PASSWORD } })).status,
    ).toBe(200)
  })

  it('neither links nor signs in when the provider has not verified a matching email', async () => {
    const existing = await createUser(payload)
    const { location, session } = await signIn(account({ email: existing.email, email_verified: false }))
    expect(location).toBe('/sign-in?error=sso_unverified_email')
    expect(session).toBeUndefined()
    expect((await payload.findByID({ collection: 'users', id: existing.id })).ssoSubject ?? null).toBeNull()
    // Nor does an unverified address open a new account.
    const stranger = account({ email_verified: false })
    expect((await signIn(stranger)).location).toBe('/sign-in?error=sso_unverified_email')
    expect(await findByEmail(stranger.email)).toBeUndefined()
  })

  it('confirms an unconfirmed account it links and takes the password it was registered with away', async () => {
    const existing = await createUser(payload, { profileStatus: 'NOT_CONFIRMED' })
    const { location } = await signIn(account({ email: existing.email }))
    expect(location).toBe('/consultee/dashboard/profile/personal-information')
    expect((await payload.findByID({ collection: 'users', id: existing.id })).profileStatus).toBe('DATA_NOT_SUBMITTED')
    const login = await rest('POST', '/api/auth/login', { body: { email: existing.email, password: TEST_PASSWORD } })
    expect(login.status).toBe(401)
  })
})

describe('refused callbacks', () => {
  async function atCallback(who: TestAccount) {
    provider.signInAs(who)
    const { location, stateCookie } = await start('?role=USER')
    return { returned: await provider.authorize(location), stateCookie }
  }

  const expectRefused = async (response: Awaited<ReturnType<typeof rest>>, email: string, code = 'sso') => {
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(`/sign-in?error=${code}`)
    expect(setCookies(response.headers).get('payload-token')).toBeUndefined()
    expect(await findByEmail(email)).toBeUndefined()
  }

  it('refuses a state that is not the one in the cookie, and a callback without the cookie', async () => {
    const who = account()
    const { returned, stateCookie } = await atCallback(who)
    const forged = new URL(returned)
    forged.searchParams.set('state', crypto.randomBytes(32).toString('base64url'))
    await expectRefused(await callback(forged, stateCookie), who.email)
    await expectRefused(await callback(returned, ''), who.email)
    // The untouched answer still works: the refusals did not spend the code.
    expect(landing(await callback(returned, stateCookie))).toBe('/sso/complete-profile')
  })

  it('refuses a cookie without the PKCE verifier', async () => {
    const who = account()
    const { returned, stateCookie } = await atCallback(who)
    const { codeVerifier: _dropped, ...withoutVerifier } = verifySsoState(stateCookie.split('=')[1], new Date())!
    const cookie = `${SSO_COOKIE}=${signSsoState(withoutVerifier as SsoState)}`
    await expectRefused(await callback(returned, cookie), who.email)
  })

  it('does not switch a browser that is signed in as someone else', async () => {
    const other = await createUser(payload)
    const login = await rest('POST', '/api/auth/login', { body: { email: other.email, password: TEST_PASSWORD } })
    const who = account()
    const { returned, stateCookie } = await atCallback(who)
    const cookie = `${stateCookie}; ${setCookies(login.headers).get('payload-token')}`
    await expectRefused(await callback(returned, cookie), who.email, 'sso_already_authenticated')
  })
})

describe('profile endpoints and configuration', () => {
  it('answers sso-profile only for the signed-in user’s own id', async () => {
    const { session } = await signIn(account())
    const other = await createUser(payload)
    expect((await rest('GET', `/api/auth/sso-profile/${other.id}`, asBrowser(session!))).status).toBe(403)
    expect((await rest('GET', `/api/auth/sso-profile/${other.id}`)).status).toBe(401)
  })

  it('refuses set-profile for an account that did not sign up with Google, and without a session', async () => {
    const user = await createUser(payload)
    const login = await rest('POST', '/api/auth/login', { body: { email: user.email, password: TEST_PASSWORD } })
    const body = { ...consultee, consents: [TERMS] }
    const session = setCookies(login.headers).get('payload-token')!
    const refused = await rest('POST', '/api/auth/google-sign-up/set-profile', { ...asBrowser(session), body })
    expect(refused.status).toBe(403)
    expect((await rest('POST', '/api/auth/google-sign-up/set-profile', { body })).status).toBe(401)
  })

  it('answers 404 and hides the Google button while OIDC is not configured', async () => {
    expect(isSsoConfigured()).toBe(true)
    const saved = process.env.OIDC_CLIENT_SECRET
    delete process.env.OIDC_CLIENT_SECRET
    try {
      // SsoButton renders nothing unless this is true.
      expect(isSsoConfigured()).toBe(false)
      expect((await rest('GET', '/api/auth/sso/google?role=USER')).status).toBe(404)
      expect((await rest('GET', '/api/auth/sso/google/callback?code=x&state=y')).status).toBe(404)
    } finally {
      process.env.OIDC_CLIENT_SECRET = saved
    }
  })
})
