import crypto from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { rest } from '../helpers/http'
import { latestCode, readMails } from '../helpers/mailSink'
import { testPayload } from '../helpers/payload'
import { expireRateLimit } from '../helpers/rateLimits'
import { execute, sql } from '../helpers/sql'
import { RATE_LIMITS } from '@/domain/rateLimit'

const mailDir = () => process.env.MAIL_SINK_DIR!
const terms = { consentType: 'TERMS_PRIVACY_SIGNUP', status: 'optin', version: '1.3' }
const newEmail = () => `signup-${crypto.randomUUID().slice(0, 8)}@example.com`

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

function register(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return rest('POST', '/api/auth/register', { body, headers })
}

const consulteeBody = (email: string) => ({
  email,
  password: 'Strong#Pass1',
  userRole: 'USER',
  firstName: 'Lea',
  lastName: 'Brandt',
  timezone: 'Europe/Berlin',
  consents: [terms, { consentType: 'MARKETING_CONSENT', status: 'optout', version: '1.0' }],
})

async function userByEmail(email: string) {
  const found = await payload.find({ collection: 'users', where: { email: { equals: email } } })
  return found.docs[0]!
}

describe('sign-up', () => {
  it('creates an unconfirmed consultee with consent records and mails a 6-digit code', async () => {
    const email = newEmail()
    const { status, json } = await register(consulteeBody(email), { 'accept-language': 'de-DE' })
    expect(status).toBe(201)
    expect(json.userId).toEqual(expect.any(Number))
    const user = await userByEmail(email)
    expect(user).toMatchObject({ role: 'USER', profileStatus: 'NOT_CONFIRMED', firstName: 'Lea', locale: 'de' })

    const consents = await payload.find({ collection: 'consents', where: { user: { equals: user.id } } })
    expect(consents.docs.map((c) => [c.consentType, c.status, c.version]).sort()).toEqual([
      ['MARKETING_CONSENT', 'optout', '1.0'],
      ['TERMS_PRIVACY_SIGNUP', 'optin', '1.3'],
    ])
    const termsRecord = consents.docs.find((c) => c.consentType === 'TERMS_PRIVACY_SIGNUP')
    expect(termsRecord?.textSnapshot).toMatch(/Nutzungsbedingungen/)

    const code = await latestCode(mailDir(), email)
    expect(code).toMatch(/^\d{6}$/)
    const stored = await execute<{ code_hash: string }>(
      payload,
      sql`SELECT code_hash FROM auth_codes WHERE user_id = ${user.id}`,
    )
    expect(stored[0]!.code_hash).not.toContain(code)
    expect(readMails(mailDir(), email)[0]!.subject).toMatch(/Bestätigungscode|E-Mail/)
  })

  it('lets a consultant sign up without name and time zone', async () => {
    const email = newEmail()
    const { status } = await register({ email, password: 'Strong#Pass1', userRole: 'CONSULTANT', consents: [terms] })
    expect(status).toBe(201)
    expect(await userByEmail(email)).toMatchObject({
      role: 'CONSULTANT',
      firstName: null,
      profileStatus: 'NOT_CONFIRMED',
    })
  })

  it('answers 409 with a clear message for an email already in use', async () => {
    const email = newEmail()
    await register(consulteeBody(email))
    const { status, json } = await register(consulteeBody(email.toUpperCase()))
    expect(status).toBe(409)
    expect(json).toMatchObject({ code: 'EMAIL_IN_USE', message: expect.stringMatching(/already/) })
  })

  it.each([
    ['short', 'Ab#1'],
    ['long', 'Abcdefghij#123456789x'],
    ['no uppercase', 'strong#pass1'],
    ['no lowercase', 'STRONG#PASS1'],
    ['no digit', 'Strong#Passs'],
    ['no special character', 'StrongPass12'],
  ])('refuses a password that is %s', async (_rule, password) => {
    const { status, json } = await register({ ...consulteeBody(newEmail()), password })
    expect(status).toBe(400)
    expect(json.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'password' })]))
  })

  it('refuses a sign-up without the terms consent, and writes nothing', async () => {
    const email = newEmail()
    const { status } = await register({ ...consulteeBody(email), consents: [] })
    expect(status).toBe(400)
    expect((await payload.find({ collection: 'users', where: { email: { equals: email } } })).totalDocs).toBe(0)
  })

  it('refuses malformed JSON with 400', async () => {
    const { status } = await rest('POST', '/api/auth/register', { body: '{not json' })
    expect(status).toBe(400)
  })

  const referralTracking = (status: 'optin' | 'optout') => ({
    consentType: 'REFERRAL_TRACKING',
    status,
    version: '1.0',
  })
  const referrerOf = (user: { referredBy?: number | { id: number } | null }) =>
    typeof user.referredBy === 'object' ? (user.referredBy?.id ?? null) : user.referredBy

  it('attributes the new user to the referrer of a valid refCode when they opt in to referral tracking', async () => {
    const referrer = await payload.create({
      collection: 'users',
      data: { email: newEmail(), password: 'Strong#Pass1', role: 'USER', profileStatus: 'ACTIVE' },
    })
    const email = newEmail()
    const body = consulteeBody(email)
    await register({
      ...body,
      consents: [...body.consents, referralTracking('optin')],
      referrerRefCode: referrer.refCode,
    })
    const user = await userByEmail(email)
    expect(referrerOf(user)).toBe(referrer.id)
    const consents = await payload.find({
      collection: 'consents',
      where: { and: [{ user: { equals: user.id } }, { consentType: { equals: 'REFERRAL_TRACKING' } }] },
    })
    expect(consents.docs.map((c) => c.status)).toEqual(['optin'])
  })

  it.each([
    ['without the referral tracking box', []],
    ['with referral tracking declined', [referralTracking('optout')]],
  ])('does not attribute a refCode sign-up %s', async (_case, extra) => {
    const referrer = await payload.create({
      collection: 'users',
      data: { email: newEmail(), password: 'Strong#Pass1', role: 'USER', profileStatus: 'ACTIVE' },
    })
    const email = newEmail()
    const body = consulteeBody(email)
    const { status } = await register({
      ...body,
      consents: [...body.consents, ...extra],
      referrerRefCode: referrer.refCode,
    })
    expect(status).toBe(201)
    expect(referrerOf(await userByEmail(email)) ?? null).toBeNull()
  })

  it.each([
    ['a deleted account', { profileStatus: 'ACTIVE' as const, deletedAt: '2026-11-01T00:00:00.000Z' }],
    ['an account not yet ACTIVE', { profileStatus: 'DATA_NOT_SUBMITTED' as const }],
  ])('does not attribute a sign-up to the refCode of %s, and still signs up', async (_case, state) => {
    const referrer = await payload.create({
      collection: 'users',
      data: { email: newEmail(), password: 'Strong#Pass1', role: 'USER', ...state },
    })
    const email = newEmail()
    const body = consulteeBody(email)
    const { status } = await register({
      ...body,
      consents: [...body.consents, referralTracking('optin')],
      referrerRefCode: referrer.refCode,
    })
    expect(status).toBe(201)
    expect(referrerOf(await userByEmail(email)) ?? null).toBeNull()
  })
})

describe('email verification', () => {
  async function signedUp(role: 'USER' | 'CONSULTANT' = 'USER') {
    const email = newEmail()
    const body =
      role === 'USER' ? consulteeBody(email) : { email, password: 'Strong#Pass1', userRole: role, consents: [terms] }
    await register(body)
    return { email, code: await latestCode(mailDir(), email) }
  }
  const confirm = (email: string, confirmationCode: string) =>
    rest('POST', '/api/auth/confirm-signup', { body: { email, confirmationCode } })
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

  it('moves a consultee to DATA_NOT_SUBMITTED and a consultant to REGISTERED', async () => {
    const consultee = await signedUp('USER')
    expect((await confirm(consultee.email, consultee.code)).status).toBe(200)
    expect((await userByEmail(consultee.email)).profileStatus).toBe('DATA_NOT_SUBMITTED')

    const consultant = await signedUp('CONSULTANT')
    expect((await confirm(consultant.email, consultant.code)).status).toBe(200)
    expect((await userByEmail(consultant.email)).profileStatus).toBe('REGISTERED')
  })

  it('refuses a reused code', async () => {
    const { email, code } = await signedUp()
    await confirm(email, code)
    const { status } = await confirm(email, code)
    expect(status).toBe(400)
  })

  it("refuses another user's code", async () => {
    const first = await signedUp()
    const second = await signedUp()
    const { status, json } = await confirm(first.email, second.code === first.code ? wrong(first.code) : second.code)
    expect(status).toBe(400)
    expect(json.code).toBe('CODE_WRONG')
    expect((await userByEmail(first.email)).profileStatus).toBe('NOT_CONFIRMED')
  })

  it('kills the code after 5 wrong tries: the 6th guess fails even with the right digits', async () => {
    const { email, code } = await signedUp()
    const lefts: unknown[] = []
    for (let i = 0; i < 5; i++) lefts.push((await confirm(email, wrong(code))).json.attemptsLeft)
    expect(lefts).toEqual([4, 3, 2, 1, 0])
    const sixth = await confirm(email, code)
    expect(sixth.status).toBe(400)
    expect(sixth.json.code).toBe('CODE_EXHAUSTED')
  })

  it('refuses an expired code', async () => {
    const { email, code } = await signedUp()
    const user = await userByEmail(email)
    await execute(
      payload,
      sql`UPDATE auth_codes SET expires_at = now() - interval '1 second' WHERE user_id = ${user.id}`,
    )
    const { status, json } = await confirm(email, code)
    expect(status).toBe(400)
    expect(json.code).toBe('CODE_EXPIRED')
  })

  it('counts concurrent wrong guesses exactly', async () => {
    const { email, code } = await signedUp()
    const answers = await Promise.all(Array.from({ length: 8 }, () => confirm(email, wrong(code))))
    expect(answers.filter((a) => a.json.code === 'CODE_WRONG')).toHaveLength(5)
    expect((await confirm(email, code)).json.code).toBe('CODE_EXHAUSTED')
  })

  it('allows a resend at once, then 429 with Retry-After until 120 s have passed', async () => {
    const { email } = await signedUp()
    const resend = () => rest('POST', '/api/auth/resend-signup-code', { body: { email } })
    expect((await resend()).status).toBe(200)
    const second = await resend()
    expect(second.status).toBe(429)
    const retryAfter = Number(second.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(115)
    expect(retryAfter).toBeLessThanOrEqual(120)

    await expireRateLimit(payload, RATE_LIMITS.resendCodePerEmail, email)
    expect((await resend()).status).toBe(200)
  })

  it('a resent code replaces the old one', async () => {
    const { email, code } = await signedUp()
    await rest('POST', '/api/auth/resend-signup-code', { body: { email } })
    const fresh = await latestCode(mailDir(), email, 1)
    if (fresh !== code) expect((await confirm(email, code)).status).toBe(400)
    expect((await confirm(email, fresh)).status).toBe(200)
  })
})
