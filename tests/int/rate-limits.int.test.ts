import crypto from 'node:crypto'

import config from '@payload-config'
import { BasePayload, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { rest } from '../helpers/http'
import { BOOKING_CONSENTS, slotAt } from '../helpers/booking'
import { createUser, TEST_PASSWORD, tokenFor } from '../helpers/factories'
import { latestCode, readMails } from '../helpers/mailSink'
import { testPayload } from '../helpers/payload'
import { expireRateLimit, useUpRateLimit } from '../helpers/rateLimits'
import { execute, sql } from '../helpers/sql'
import { RATE_LIMITS, type RateLimitRule } from '@/domain/rateLimit'
import type { User } from '@/payload-types'
import { clientIpOf } from '@/server/rateLimit/clientIp'
import { consumeRateLimits, rateLimitKey } from '@/server/rateLimit/limiter'

const mailDir = () => process.env.MAIL_SINK_DIR!
const unique = () => crypto.randomUUID().slice(0, 8)
const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`
type Answer = Awaited<ReturnType<typeof rest>>
const testRule = (limit: number, windowMs = 60_000): RateLimitRule => ({ name: `test-${unique()}`, limit, windowMs })

let payload: Payload
/** A second app instance: its own Payload with its own database pool, as another process would have. */
let otherInstance: Payload
beforeAll(async () => {
  payload = await testPayload()
  otherInstance = await new BasePayload().init({ config })
})
afterAll(async () => {
  await otherInstance?.destroy()
})
afterEach(() => {
  vi.unstubAllEnvs()
})

const storedCounter = async (rule: RateLimitRule, subject: string) =>
  (
    await execute<{ hits: number }>(
      payload,
      sql`SELECT hits FROM rate_limit.counters WHERE key = ${rateLimitKey(rule, subject)}`,
    )
  )[0]

describe('the shared counters in PostgreSQL', () => {
  it('two instances share one limit: 30 concurrent hits with limit 20 give exactly 20 allowed', async () => {
    expect(otherInstance.db).not.toBe(payload.db)
    const rule = RATE_LIMITS.messagesPerSender
    const subject = `sender-${unique()}`
    const now = new Date()
    const verdicts = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        consumeRateLimits(i % 2 ? otherInstance : payload, [{ rule, subject }], now),
      ),
    )
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(20)
    const refused = verdicts.filter((v) => !v.allowed)
    expect(refused).toHaveLength(10)
    for (const verdict of refused) expect(verdict).toEqual({ allowed: false, retryAfterSeconds: 60, rule: rule.name })
    // Refused hits stop counting one past the limit.
    expect(await storedCounter(rule, subject)).toEqual({ hits: 21 })
  })

  it('opens a new window once the old one has ended, on either instance', async () => {
    const rule = testRule(3, 60_000)
    const subject = unique()
    const start = new Date()
    const at = (ms: number) => new Date(start.getTime() + ms)
    const hit = (instance: Payload, time: Date) => consumeRateLimits(instance, [{ rule, subject }], time)
    for (let i = 0; i < 3; i++) expect((await hit(payload, at(i * 1000))).allowed).toBe(true)
    expect(await hit(otherInstance, at(20_000))).toEqual({ allowed: false, retryAfterSeconds: 40, rule: rule.name })
    expect(await hit(otherInstance, at(59_999))).toEqual({ allowed: false, retryAfterSeconds: 1, rule: rule.name })
    expect((await hit(otherInstance, at(60_000))).allowed).toBe(true)
    expect(await storedCounter(rule, subject)).toEqual({ hits: 1 })
    expect((await hit(payload, at(61_000))).allowed).toBe(true)
    expect((await hit(payload, at(62_000))).allowed).toBe(true)
    expect((await hit(payload, at(63_000))).allowed).toBe(false)
  })

  it('stores no address or email, only a keyed hash', async () => {
    const email = `private-${unique()}@example.com`
    await consumeRateLimits(payload, [{ rule: RATE_LIMITS.contactPerEmail, subject: email }], new Date())
    const rows = await execute<{ key: string }>(
      payload,
      sql`SELECT key FROM rate_limit.counters WHERE key LIKE '%private-%'`,
    )
    expect(rows).toEqual([])
    expect(await storedCounter(RATE_LIMITS.contactPerEmail, email.toUpperCase())).toEqual({ hits: 1 })
  })

  it('counts nothing when RATE_LIMITS=off', async () => {
    vi.stubEnv('RATE_LIMITS', 'off')
    const rule = testRule(1)
    const subject = unique()
    for (let i = 0; i < 3; i++)
      expect((await consumeRateLimits(payload, [{ rule, subject }], new Date())).allowed).toBe(true)
    expect(await storedCounter(rule, subject)).toBeUndefined()
  })
})

const forgot = (email: string, ip: string, locale = 'en') =>
  rest('POST', '/api/auth/forgot-password', {
    body: { email },
    headers: { 'x-forwarded-for': `203.0.113.77, ${ip}`, cookie: `NEXT_LOCALE=${locale}` },
  })

describe('429 with Retry-After through the endpoints', () => {
  it('answers 429 with Retry-After and a message in the caller’s language once an address has used its limit', async () => {
    vi.stubEnv('TRUST_PROXY', '1')
    const ip = randomIp()
    for (let i = 0; i < RATE_LIMITS.forgotPasswordPerIp.limit; i++) {
      expect((await forgot(`ghost-${unique()}@example.com`, ip)).status).toBe(200)
    }
    const limited = await forgot(`ghost-${unique()}@example.com`, ip, 'de')
    expect(limited.status).toBe(429)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(3500)
    expect(retryAfter).toBeLessThanOrEqual(3600)
    expect(limited.json).toEqual({
      message: `Zu viele Versuche. Bitte versuche es in ${Math.ceil(retryAfter / 60)} Minuten erneut.`,
      code: 'TOO_MANY_REQUESTS',
      retryAfter,
    })
    const english = await forgot(`ghost-${unique()}@example.com`, ip, 'en')
    expect(english.json.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/)
    // Another address is not affected; the client-written part of the header is not what counts.
    expect((await forgot(`ghost-${unique()}@example.com`, randomIp())).status).toBe(200)

    await expireRateLimit(payload, RATE_LIMITS.forgotPasswordPerIp, ip)
    expect((await forgot(`ghost-${unique()}@example.com`, ip)).status).toBe(200)
  })

  it('counts the connection’s address without TRUST_PROXY (the one entry Next.js writes)', async () => {
    vi.stubEnv('TRUST_PROXY', '')
    const ip = randomIp()
    const fromConnection = (email: string) =>
      rest('POST', '/api/auth/forgot-password', { body: { email }, headers: { 'x-forwarded-for': `::ffff:${ip}` } })
    await useUpRateLimit(payload, RATE_LIMITS.forgotPasswordPerIp, ip, RATE_LIMITS.forgotPasswordPerIp.limit - 1)
    expect((await fromConnection(`ghost-${unique()}@example.com`)).status).toBe(200)
    const limited = await fromConnection(`ghost-${unique()}@example.com`)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3500)
  })

  it('skips the address on a path the proxy does not clear of client-sent headers, and exempt addresses', async () => {
    vi.stubEnv('TRUST_PROXY', '')
    const ip = randomIp()
    const headers = { 'x-forwarded-for': ip }
    expect(clientIpOf({ url: 'http://localhost:3000/api/auth/login', headers: new Headers(headers) })).toBe(ip)
    expect(clientIpOf({ url: 'http://localhost:3000/api/auth/me', headers: new Headers(headers) })).toBeNull()
    vi.stubEnv('RATE_LIMIT_EXEMPT_ADDRESSES', `127.0.0.1, ${ip}`)
    expect(clientIpOf({ url: 'http://localhost:3000/api/auth/login', headers: new Headers(headers) })).toBeNull()
  })

  it('mails one reset code per address in 120 s and answers every request alike', async () => {
    const email = `reset-${unique()}@example.com`
    await payload.create({
      collection: 'users',
      data: { email, password: 'Test#2026pw', role: 'USER', profileStatus: 'ACTIVE' },
    })
    const first = await forgot(email, randomIp())
    const second = await forgot(email, randomIp())
    expect(second).toMatchObject({ status: 200, json: first.json })
    await latestCode(mailDir(), email)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(readMails(mailDir(), email)).toHaveLength(1)
  })
})

type Caller = { ip: string; email: string; user: User; token: string }
const fromIp = (ip: string) => ({ 'x-forwarded-for': ip })
const terms = { consentType: 'TERMS_PRIVACY_SIGNUP', status: 'optin', version: '1.3' }

/** Each endpoint with the rule it applies, whose subject it counts, and a request that rule answers. */
const endpointRules: [string, RateLimitRule, (c: Caller) => string | number, (c: Caller) => Promise<Answer>][] = [
  [
    'POST /api/auth/register per address',
    RATE_LIMITS.registerPerIp,
    (c) => c.ip,
    (c) =>
      rest('POST', '/api/auth/register', {
        headers: fromIp(c.ip),
        body: {
          email: `signup-${unique()}@example.com`,
          password: 'Strong#Pass1',
          userRole: 'USER',
          firstName: 'Lea',
          lastName: 'Brandt',
          timezone: 'Europe/Berlin',
          consents: [terms],
        },
      }),
  ],
  [
    'POST /api/auth/register per email',
    RATE_LIMITS.registerPerEmail,
    (c) => c.email,
    (c) =>
      rest('POST', '/api/auth/register', {
        headers: fromIp(randomIp()),
        body: {
          email: c.email,
          password: 'Strong#Pass1',
          userRole: 'USER',
          firstName: 'Lea',
          lastName: 'Brandt',
          timezone: 'Europe/Berlin',
          consents: [terms],
        },
      }),
  ],
  [
    'POST /api/auth/login per account, from ever new addresses',
    RATE_LIMITS.loginPerAccount,
    (c) => c.email,
    (c) =>
      rest('POST', '/api/auth/login', {
        headers: fromIp(randomIp()),
        body: { email: c.email.toUpperCase(), password: TEST_PASSWORD },
      }),
  ],
  [
    'POST /api/auth/login per address',
    RATE_LIMITS.loginPerIp,
    (c) => c.ip,
    (c) =>
      rest('POST', '/api/auth/login', { headers: fromIp(c.ip), body: { email: c.email, password: 'Wrong#Pass1' } }),
  ],
  [
    'POST /api/auth/resend-signup-code per address',
    RATE_LIMITS.resendCodePerIp,
    (c) => c.ip,
    (c) =>
      rest('POST', '/api/auth/resend-signup-code', {
        headers: fromIp(c.ip),
        body: { email: `r-${unique()}@example.com` },
      }),
  ],
  [
    'POST /api/auth/confirm-signup per address',
    RATE_LIMITS.confirmCodePerIp,
    (c) => c.ip,
    (c) =>
      rest('POST', '/api/auth/confirm-signup', {
        headers: fromIp(c.ip),
        body: { email: `c-${unique()}@example.com`, confirmationCode: '123456' },
      }),
  ],
  [
    'POST /api/auth/confirm-forgot-password per email',
    RATE_LIMITS.confirmCodePerEmail,
    (c) => c.email,
    (c) =>
      rest('POST', '/api/auth/confirm-forgot-password', {
        body: { email: c.email, confirmationCode: '123456', password: 'Brand#New22' },
      }),
  ],
  [
    'POST /api/consultations/create per account',
    RATE_LIMITS.bookingPerAccount,
    (c) => c.user.id,
    (c) =>
      rest('POST', '/api/consultations/create', {
        token: c.token,
        body: {
          consultantId: 999_999_999,
          sessionType: '30MINUTES',
          selectedSlot: slotAt(7, '09:00'),
          billingCountry: 'DE',
          consents: BOOKING_CONSENTS,
        },
      }),
  ],
  [
    'POST /api/consultations/create per address',
    RATE_LIMITS.bookingPerIp,
    (c) => c.ip,
    (c) =>
      rest('POST', '/api/consultations/create', {
        token: c.token,
        headers: fromIp(c.ip),
        body: {
          consultantId: 999_999_999,
          sessionType: '30MINUTES',
          selectedSlot: slotAt(7, '09:00'),
          billingCountry: 'DE',
          consents: BOOKING_CONSENTS,
        },
      }),
  ],
  [
    'POST /api/consultations/payment/book-free-consultation per account',
    RATE_LIMITS.freeBookingPerAccount,
    (c) => c.user.id,
    (c) =>
      rest('POST', '/api/consultations/payment/book-free-consultation', {
        token: c.token,
        body: { consultationId: 999_999_999, consents: BOOKING_CONSENTS },
      }),
  ],
]

describe('every limited endpoint counts its rule', () => {
  it.each(endpointRules)('%s', async (_name, rule, subjectOf, request) => {
    vi.stubEnv('TRUST_PROXY', '1')
    const user = await createUser(payload, { role: 'USER' })
    const caller: Caller = { ip: randomIp(), email: user.email, user, token: await tokenFor(payload, user) }
    await useUpRateLimit(payload, rule, subjectOf(caller), rule.limit - 1)
    const last = await request(caller)
    expect(last.status).not.toBe(429)
    const refused = await request(caller)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(rule.windowMs / 1000 - 30)
    expect(refused.json.code).toBe('TOO_MANY_REQUESTS')
  })

  it('Payload’s own /api/users/login shares the per-account limit', async () => {
    const user = await createUser(payload)
    const body = { email: user.email, password: TEST_PASSWORD }
    await useUpRateLimit(payload, RATE_LIMITS.loginPerAccount, user.email, RATE_LIMITS.loginPerAccount.limit - 1)
    expect((await rest('POST', '/api/users/login', { headers: fromIp(randomIp()), body })).status).toBe(200)
    const refused = await rest('POST', '/api/users/login', { headers: fromIp(randomIp()), body })
    expect(refused.status).toBe(429)
    expect(refused.text).toContain('Too many attempts')
  })

  it.each([
    ['/api/users/login', RATE_LIMITS.loginPerIp],
    ['/api/users/forgot-password', RATE_LIMITS.forgotPasswordPerIp],
    ['/api/users/reset-password', RATE_LIMITS.confirmCodePerIp],
  ])('Payload’s own %s shares the per-address limit', async (path, rule) => {
    vi.stubEnv('TRUST_PROXY', '1')
    const ip = randomIp()
    // A new email each time, so that only the per-address rule can refuse.
    const body = () => ({ email: `ghost-${unique()}@example.com`, password: 'Wrong#Pass1', token: 'not-a-token' })
    await useUpRateLimit(payload, rule, ip, rule.limit - 1)
    expect((await rest('POST', path, { headers: fromIp(ip), body: body() })).status).not.toBe(429)
    const refused = await rest('POST', path, { headers: fromIp(ip), body: body() })
    expect(refused.status).toBe(429)
    expect(refused.text).toContain('Too many attempts')
  })
})

describe('a flood of logins from one address, without TRUST_PROXY', () => {
  it('meets 429 with Retry-After once the address has tried as many accounts as the limit allows', async () => {
    vi.stubEnv('TRUST_PROXY', '')
    const ip = randomIp()
    const statuses: number[] = []
    for (let i = 0; i <= RATE_LIMITS.loginPerIp.limit; i++) {
      const answer = await rest('POST', '/api/auth/login', {
        headers: fromIp(ip),
        body: { email: `flood-${i}-${unique()}@example.com`, password: 'Wrong#Pass1' },
      })
      statuses.push(answer.status)
      if (answer.status === 429) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(500)
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    // Another address is not held back by this one's flood.
    const other = await rest('POST', '/api/auth/login', {
      headers: fromIp(randomIp()),
      body: { email: `flood-other-${unique()}@example.com`, password: 'Wrong#Pass1' },
    })
    expect(other.status).toBe(401)
  })
})
