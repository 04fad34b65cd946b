import crypto from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { createUser, TEST_PASSWORD } from '../helpers/factories'
import { rest } from '../helpers/http'
import { latestCode, readMails } from '../helpers/mailSink'
import { testPayload } from '../helpers/payload'
import { execute, sql } from '../helpers/sql'
import type { User } from '@/payload-types'

const mailDir = () => process.env.MAIL_SINK_DIR!
const ORIGIN = 'http://localhost:3000'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const login = (email: string, password: string) => rest('POST', '/api/auth/login', { body: { email, password } })
const cookieOf = (headers: Headers) => headers.get('set-cookie')?.split(';')[0] ?? ''
const reload = (user: User) => payload.findByID({ collection: 'users', id: user.id, depth: 0 })

describe('login', () => {
  it('logs an active user in with an HttpOnly, SameSite=Lax session cookie and UserInfo', async () => {
    const user = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'ACTIVE', firstName: 'Kim' })
    const { status, json, headers } = await login(user.email, TEST_PASSWORD)
    expect(status).toBe(200)
    expect(json).toMatchObject({
      profileStatus: 'ACTIVE',
      token: expect.any(String),
      user: {
        userId: user.id,
        userRole: 'CONSULTANT',
        userShortId: user.userShortId,
        firstName: 'Kim',
        email: user.email,
      },
    })
    const cookie = headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^payload-token=/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)

    const me = await rest('GET', '/api/auth/me', { headers: { cookie: cookieOf(headers), origin: ORIGIN } })
    expect(me.status).toBe(200)
    expect(me.json.userId).toBe(user.id)
  })

  it('answers NOT_CONFIRMED without a session for an unverified email, also on Payload’s own login route', async () => {
    const user = await createUser(payload, { profileStatus: 'NOT_CONFIRMED' })
    const ours = await login(user.email, TEST_PASSWORD)
    expect(ours.status).toBe(200)
    expect(ours.json).toEqual({ profileStatus: 'NOT_CONFIRMED' })
    expect(ours.headers.get('set-cookie')).toBeNull()

    const builtIn = await rest('POST', '/api/users/login', { body: { email: user.email, password: TEST_PASSWORD } })
    expect(builtIn.status).toBe(403)
    expect((await reload(user)).sessions ?? []).toHaveLength(0)
  })

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const user = await createUser(payload)
    const unknown = await login(`nobody-${crypto.randomUUID()}@example.com`, TEST_PASSWORD)
    const wrong = await login(user.email, 'Wrong#Pass1')
    expect(unknown.status).toBe(401)
    expect(wrong.status).toBe(401)
    expect(unknown.json).toEqual(wrong.json)
  })

  it('locks the account for 10 minutes after 5 failures, even for the right password', async () => {
    const user = await createUser(payload)
    for (let i = 0; i < 5; i++) await login(user.email, 'Wrong#Pass1')
    const locked = await login(user.email, TEST_PASSWORD)
    expect(locked.status).toBe(429)
    const retryAfter = Number(locked.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(590)
    expect(retryAfter).toBeLessThanOrEqual(600)
  })

  it('locks an email without an account after 5 failures too, so the lock tells nothing', async () => {
    const user = await createUser(payload)
    const unknownEmail = `nobody-${crypto.randomUUID()}@example.com`
    const answers = { known: [] as number[], unknown: [] as number[] }
    for (let i = 0; i < 6; i++) {
      answers.known.push((await login(user.email, 'Wrong#Pass1')).status)
      answers.unknown.push((await login(unknownEmail, 'Wrong#Pass1')).status)
    }
    expect(answers.unknown).toEqual(answers.known)
    expect(answers.unknown).toEqual([401, 401, 401, 401, 401, 429])
    const [known, unknown] = [await login(user.email, TEST_PASSWORD), await login(unknownEmail, TEST_PASSWORD)]
    expect(unknown.json).toEqual(known.json)
    expect(Number(unknown.headers.get('retry-after'))).toBeGreaterThan(590)
  })

  it('hashes the password of an unknown email as it would check a real one, so timing tells nothing', async () => {
    const user = await createUser(payload)
    const hashed: unknown[][] = []
    const pbkdf2 = crypto.pbkdf2
    const spy = vi.spyOn(crypto, 'pbkdf2').mockImplementation(((...args: Parameters<typeof pbkdf2>) => {
      hashed.push(args.slice(2, 5))
      return pbkdf2(...args)
    }) as typeof pbkdf2)
    try {
      await login(user.email, 'Wrong#Pass1')
      const forKnown = hashed.splice(0)
      await login(`nobody-${crypto.randomUUID()}@example.com`, 'Wrong#Pass1')
      expect(forKnown).toEqual([[600_000, 32, 'sha256']])
      expect(hashed).toEqual(forKnown)
    } finally {
      spy.mockRestore()
    }
  })

  it('logout ends the session', async () => {
    const user = await createUser(payload)
    const { headers } = await login(user.email, TEST_PASSWORD)
    const cookie = cookieOf(headers)
    const out = await rest('POST', '/api/auth/logout', { headers: { cookie, origin: ORIGIN } })
    expect(out.status).toBe(200)
    const expires = out.headers.get('set-cookie')?.match(/Expires=([^;]+)/i)?.[1]
    expect(new Date(expires ?? 'invalid').getTime()).toBeLessThanOrEqual(Date.now())
    expect((await rest('GET', '/api/auth/me', { headers: { cookie, origin: ORIGIN } })).status).toBe(401)
  })

  it('ignores the session cookie on a request from a foreign origin', async () => {
    const user = await createUser(payload)
    const { headers } = await login(user.email, TEST_PASSWORD)
    const { status } = await rest('POST', '/api/auth/change-password', {
      headers: { cookie: cookieOf(headers), origin: 'https://evil.example' },
      body: { currentPassword: TEST_PASSWORD, newPassword: 'Other#Pass22' },
    })
    expect(status).toBe(401)
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200)
  })
})

describe('forgot and reset password', () => {
  it('answers the same whether or not the email exists, and mails a code only to real accounts', async () => {
    const user = await createUser(payload)
    const ghost = `ghost-${crypto.randomUUID()}@example.com`
    const real = await rest('POST', '/api/auth/forgot-password', { body: { email: user.email } })
    const fake = await rest('POST', '/api/auth/forgot-password', { body: { email: ghost } })
    expect(real.status).toBe(200)
    expect(fake).toMatchObject({ status: 200, json: real.json })
    expect(await latestCode(mailDir(), user.email)).toMatch(/^\d{6}$/)
    expect(readMails(mailDir(), ghost)).toHaveLength(0)
  })

  it('resets the password with the code, ends every session, and the code works once', async () => {
    const user = await createUser(payload)
    const session = cookieOf((await login(user.email, TEST_PASSWORD)).headers)
    await rest('POST', '/api/auth/forgot-password', { body: { email: user.email } })
    const code = await latestCode(mailDir(), user.email)
    const body = { email: user.email, confirmationCode: code, password: 'Brand#New22' }

    expect((await rest('POST', '/api/auth/confirm-forgot-password', { body })).status).toBe(200)
    expect((await rest('GET', '/api/auth/me', { headers: { cookie: session, origin: ORIGIN } })).status).toBe(401)
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401)
    expect((await login(user.email, 'Brand#New22')).status).toBe(200)
    expect((await rest('POST', '/api/auth/confirm-forgot-password', { body })).status).toBe(400)
  })

  it('refuses a new password that breaks the rules', async () => {
    const user = await createUser(payload)
    const { status, json } = await rest('POST', '/api/auth/confirm-forgot-password', {
      body: { email: user.email, confirmationCode: '123456', password: 'weak' },
    })
    expect(status).toBe(400)
    expect(json.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'password' })]))
  })

  it('refuses an expired reset code', async () => {
    const user = await createUser(payload)
    await rest('POST', '/api/auth/forgot-password', { body: { email: user.email } })
    const code = await latestCode(mailDir(), user.email)
    await execute(
      payload,
      sql`UPDATE auth_codes SET expires_at = now() - interval '1 second' WHERE user_id = ${user.id}`,
    )
    const { json } = await rest('POST', '/api/auth/confirm-forgot-password', {
      body: { email: user.email, confirmationCode: code, password: 'Brand#New22' },
    })
    expect(json.code).toBe('CODE_EXPIRED')
  })
})

describe('change password', () => {
  it('needs the current password and keeps only the current session', async () => {
    const user = await createUser(payload)
    const other = cookieOf((await login(user.email, TEST_PASSWORD)).headers)
    const current = cookieOf((await login(user.email, TEST_PASSWORD)).headers)
    const headers = { cookie: current, origin: ORIGIN }

    const wrong = await rest('POST', '/api/auth/change-password', {
      headers,
      body: { currentPassword: 'Wrong#Pass1', newPassword: 'Next#Pass22' },
    })
    expect(wrong.status).toBe(400)

    const ok = await rest('POST', '/api/auth/change-password', {
      headers,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'Next#Pass22' },
    })
    expect(ok.status).toBe(200)
    expect((await rest('GET', '/api/auth/me', { headers })).status).toBe(200)
    expect((await rest('GET', '/api/auth/me', { headers: { cookie: other, origin: ORIGIN } })).status).toBe(401)
    expect((await login(user.email, 'Next#Pass22')).status).toBe(200)
  })

  it('is refused without a session', async () => {
    const { status } = await rest('POST', '/api/auth/change-password', {
      body: { currentPassword: TEST_PASSWORD, newPassword: 'Next#Pass22' },
    })
    expect(status).toBe(401)
  })
})

describe('role-only endpoints', () => {
  it('a consultee calling the consultant-only application endpoint gets 403; a consultant gets their own', async () => {
    const consultee = await createUser(payload, { role: 'USER' })
    const consultant = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'STEP2', firstName: 'Ada' })
    const asUser = cookieOf((await login(consultee.email, TEST_PASSWORD)).headers)
    const asConsultant = cookieOf((await login(consultant.email, TEST_PASSWORD)).headers)

    const refused = await rest('GET', '/api/consultants/me/application', {
      headers: { cookie: asUser, origin: ORIGIN },
    })
    expect(refused.status).toBe(403)
    expect((await rest('GET', '/api/consultants/me/application')).status).toBe(401)

    const own = await rest('GET', '/api/consultants/me/application', {
      headers: { cookie: asConsultant, origin: ORIGIN },
    })
    expect(own.status).toBe(200)
    expect(own.json).toMatchObject({
      consultantId: consultant.id,
      profileStatus: 'STEP2',
      currentStep: 'STEP2',
      personalInformation: { firstName: 'Ada' },
    })
  })
})
