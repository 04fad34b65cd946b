import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { askFor, confirmChange, freshAddress, requestChange, signIn } from '../helpers/emailChange'
import { createUser, TEST_PASSWORD } from '../helpers/factories'
import { rest } from '../helpers/http'
import { latestCode, readMails } from '../helpers/mailSink'
import { testPayload } from '../helpers/payload'
import { useUpRateLimit } from '../helpers/rateLimits'
import { RATE_LIMITS } from '@/domain/rateLimit'
import type { User } from '@/payload-types'

const mailDir = () => process.env.MAIL_SINK_DIR!

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const reload = (user: User) => payload.findByID({ collection: 'users', id: user.id, depth: 0 })

describe('addresses already in use', () => {
  it('answers 409 EMAIL_IN_USE when asked for, and mails nothing', async () => {
    const taken = await createUser(payload)
    const user = await createUser(payload)
    const asked = await askFor(await signIn(user), taken.email.toUpperCase())
    expect(asked).toMatchObject({ status: 409, json: { code: 'EMAIL_IN_USE' } })
    expect(readMails(mailDir(), taken.email)).toHaveLength(0)
  })

  it('answers 409 when another account took the address before the code came back', async () => {
    const user = await createUser(payload)
    const session = await signIn(user)
    const newEmail = freshAddress()
    await askFor(session, newEmail)
    const code = await latestCode(mailDir(), newEmail)
    await payload.create({
      collection: 'users',
      data: { email: newEmail, password: TEST_PASSWORD, role: 'USER', profileStatus: 'ACTIVE' },
    })
    expect(await confirmChange(session, code)).toMatchObject({ status: 409, json: { code: 'EMAIL_IN_USE' } })
    expect((await reload(user)).email).toBe(user.email)
  })

  it('lets one of two accounts confirming the same address at once have it; the other gets 409, never 500', async () => {
    const newEmail = freshAddress()
    const sessions = await Promise.all(
      [createUser(payload), createUser(payload)].map(async (user) => signIn(await user)),
    )
    const codes: string[] = []
    for (const session of sessions) {
      await askFor(session, newEmail)
      codes.push(await latestCode(mailDir(), newEmail, codes.length))
    }
    const answers = await Promise.all(sessions.map((session, i) => confirmChange(session, codes[i]!)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
  })
})

describe('rate limits', () => {
  it('sends one code to an address every 120 s (429 RESEND_TOO_SOON with Retry-After)', async () => {
    const user = await createUser(payload)
    const session = await signIn(user)
    const newEmail = freshAddress()
    expect((await askFor(session, newEmail)).status).toBe(200)
    const again = await askFor(session, newEmail)
    expect(again).toMatchObject({ status: 429, json: { code: 'RESEND_TOO_SOON' } })
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(100)
    expect(readMails(mailDir(), newEmail)).toHaveLength(1)
  })

  it('answers 429 once an account has used up its requests', async () => {
    const user = await createUser(payload)
    await useUpRateLimit(payload, RATE_LIMITS.emailChangePerAccount, user.id)
    const newEmail = freshAddress()
    const limited = await askFor(await signIn(user), newEmail)
    expect(limited).toMatchObject({ status: 429, json: { code: 'TOO_MANY_REQUESTS' } })
    expect(readMails(mailDir(), newEmail)).toHaveLength(0)
  })

  it('answers 429 once a new address has been asked for too often, whichever account asks', async () => {
    const newEmail = freshAddress()
    await useUpRateLimit(payload, RATE_LIMITS.emailChangePerNewEmail, newEmail)
    const limited = await askFor(await signIn(await createUser(payload)), newEmail)
    expect(limited.status).toBe(429)
  })

  it('limits confirmations per account', async () => {
    const user = await createUser(payload)
    await useUpRateLimit(payload, RATE_LIMITS.emailChangeConfirmPerAccount, user.id)
    expect((await confirmChange(await signIn(user), '123456')).status).toBe(429)
  })
})

describe('bad requests', () => {
  it.each([
    ['no body', undefined, 'newEmail'],
    ['a malformed address', { newEmail: 'nope', currentPassword: TEST_PASSWORD }, 'newEmail'],
    ['no password', { newEmail: 'fine@example.com' }, 'currentPassword'],
  ])('answers 400 with field errors for %s', async (_name, body, path) => {
    const { status, json } = await requestChange(await signIn(await createUser(payload)), body ?? {})
    expect(status).toBe(400)
    expect(json.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path })]))
  })

  it.each([
    ['null', 'null'],
    ['a string', '"new@example.com"'],
    ['broken JSON', '{"newEmail":'],
  ])('answers 400 for a body that is %s', async (_name, body) => {
    const session = await signIn(await createUser(payload))
    expect((await rest('POST', '/api/account/email-change', { headers: session, body })).status).toBe(400)
    expect((await rest('POST', '/api/account/email-change/confirm', { headers: session, body })).status).toBe(400)
  })

  it('answers 400 for the address the account already has', async () => {
    const user = await createUser(payload)
    const { status, json } = await askFor(await signIn(user), user.email)
    expect(status).toBe(400)
    expect(json.errors).toEqual([{ path: 'newEmail', message: 'New_email_must_differ' }])
  })

  it('answers 400 for a code that is not 6 digits, and 401 without a session', async () => {
    const session = await signIn(await createUser(payload))
    expect((await confirmChange(session, '12ab')).status).toBe(400)
    const body = { newEmail: freshAddress(), currentPassword: TEST_PASSWORD }
    expect((await rest('POST', '/api/account/email-change', { body })).status).toBe(401)
    expect((await rest('POST', '/api/account/email-change/confirm', { body: { code: '123456' } })).status).toBe(401)
  })

  it('ignores the session cookie of a request from a foreign origin', async () => {
    const session = await signIn(await createUser(payload))
    const foreign = { ...session, origin: 'https://evil.example' }
    const newEmail = freshAddress()
    const { status } = await requestChange(foreign, { newEmail, currentPassword: TEST_PASSWORD })
    expect([401, 403]).toContain(status)
    expect(readMails(mailDir(), newEmail)).toHaveLength(0)
  })
})
