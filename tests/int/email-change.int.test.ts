import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { askFor, confirmChange, freshAddress, me, otherCode, signIn } from '../helpers/emailChange'
import { createUser, TEST_PASSWORD } from '../helpers/factories'
import { rest } from '../helpers/http'
import { latestCode, readMails } from '../helpers/mailSink'
import { testPayload } from '../helpers/payload'
import { execute, sql } from '../helpers/sql'
import type { User } from '@/payload-types'

const mailDir = () => process.env.MAIL_SINK_DIR!
const login = (email: string, password = TEST_PASSWORD) =>
  rest('POST', '/api/auth/login', { body: { email, password } })

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const reload = (user: User) => payload.findByID({ collection: 'users', id: user.id, depth: 0 })

describe('changing the email address', () => {
  it('mails a code to the new address; confirming it moves the account, ends other sessions and tells the old address', async () => {
    const user = await createUser(payload, { role: 'CONSULTANT' })
    const current = await signIn(user)
    const other = await signIn(user)
    const newEmail = freshAddress()

    const asked = await askFor(current, newEmail)
    expect(asked).toMatchObject({ status: 200, json: { newEmail } })
    const code = await latestCode(mailDir(), newEmail)
    expect(readMails(mailDir(), newEmail)[0]!.subject).toMatch(/new CareerBridge email address/)
    expect((await reload(user)).email).toBe(user.email)

    const confirmed = await confirmChange(current, code)
    expect(confirmed).toMatchObject({ status: 200, json: { email: newEmail } })
    expect((await reload(user)).email).toBe(newEmail)
    expect(await me(current)).toMatchObject({ status: 200, json: { email: newEmail } })
    expect((await me(other)).status).toBe(401)
    expect((await login(newEmail)).status).toBe(200)
    expect((await login(user.email)).status).toBe(401)

    const notice = readMails(mailDir(), user.email).at(-1)!
    expect(notice.subject).toMatch(/email address was changed/)
    expect(notice.text).toContain(newEmail)
    expect((await confirmChange(current, code)).json.code).toBe('CODE_USED')
  })

  it('writes the code and the notice in the account’s language', async () => {
    const user = await createUser(payload, { locale: 'de' })
    const session = await signIn(user)
    const newEmail = freshAddress()
    await askFor(session, newEmail)
    expect(readMails(mailDir(), newEmail)[0]!.subject).toMatch(/Bestätige deine neue E-Mail-Adresse/)
    await confirmChange(session, await latestCode(mailDir(), newEmail))
    expect(readMails(mailDir(), user.email).at(-1)!.subject).toMatch(/wurde geändert/)
  })

  it('needs the right current password, and opens no session checking it', async () => {
    const user = await createUser(payload)
    const session = await signIn(user)
    const newEmail = freshAddress()
    const refused = await rest('POST', '/api/account/email-change', {
      headers: session,
      body: { newEmail, currentPassword: 'Wrong#Pass1' },
    })
    expect(refused.status).toBe(400)
    expect(refused.json.errors).toEqual([{ path: 'currentPassword', message: expect.any(String) }])
    expect(readMails(mailDir(), newEmail)).toHaveLength(0)
    // The right password passes through Payload's login, whose new session must not outlive the check.
    expect((await askFor(session, newEmail)).status).toBe(200)
    const sessions = await execute<{ n: number }>(
      payload,
      sql`SELECT count(*)::int AS n FROM users_sessions WHERE _parent_id = ${user.id}`,
    )
    expect(sessions[0]!.n).toBe(1)
  })

  it('lets an account created through Google ask without a password', async () => {
    const user = await createUser(payload)
    await payload.update({ collection: 'users', id: user.id, data: { ssoSignUp: 'COMPLETED' } })
    const newEmail = freshAddress()
    const asked = await rest('POST', '/api/account/email-change', { headers: await signIn(user), body: { newEmail } })
    expect(asked.status).toBe(200)
    expect(await latestCode(mailDir(), newEmail)).toMatch(/^\d{6}$/)
  })
})

describe('codes that no longer work', () => {
  it('dies after five wrong tries, even for the right code', async () => {
    const user = await createUser(payload)
    const session = await signIn(user)
    const newEmail = freshAddress()
    await askFor(session, newEmail)
    const code = await latestCode(mailDir(), newEmail)
    for (let left = 4; left >= 0; left--) {
      expect((await confirmChange(session, otherCode(code))).json).toMatchObject({
        code: 'CODE_WRONG',
        attemptsLeft: left,
      })
    }
    expect((await confirmChange(session, code)).json.code).toBe('CODE_EXHAUSTED')
    expect((await reload(user)).email).toBe(user.email)
  })

  it('expires after 10 minutes', async () => {
    const user = await createUser(payload)
    const session = await signIn(user)
    const newEmail = freshAddress()
    await askFor(session, newEmail)
    const code = await latestCode(mailDir(), newEmail)
    await execute(
      payload,
      sql`UPDATE auth_codes SET expires_at = now() - interval '1 second' WHERE user_id = ${user.id}`,
    )
    expect((await confirmChange(session, code)).json.code).toBe('CODE_EXPIRED')
    expect((await reload(user)).email).toBe(user.email)
  })

  it('only the newest request counts', async () => {
    const user = await createUser(payload)
    const session = await signIn(user)
    const first = freshAddress()
    const second = freshAddress()
    await askFor(session, first)
    const firstCode = await latestCode(mailDir(), first)
    await askFor(session, second)
    expect((await confirmChange(session, firstCode)).status).toBe(400)
    expect((await confirmChange(session, await latestCode(mailDir(), second))).json.email).toBe(second)
  })
})
