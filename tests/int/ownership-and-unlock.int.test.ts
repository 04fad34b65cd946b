import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, TEST_PASSWORD, tokenFor } from '../helpers/factories'
import { graphql, rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import type { PayloadPreference, User } from '@/payload-types'

let payload: Payload
let consultant: User
let victim: User
let admin: User

beforeAll(async () => {
  payload = await testPayload()
  consultant = await createUser(payload, { role: 'CONSULTANT', firstName: 'Eve', lastName: 'Attacker' })
  victim = await createUser(payload, { role: 'CONSULTANT', firstName: 'Vera', lastName: 'Victim' })
  admin = await createUser(payload, { role: 'ADMIN' })
})

/** Five wrong passwords, as an attacker guessing would send them. */
async function lockOut(user: User) {
  for (let i = 0; i < 5; i++) {
    await payload
      .login({ collection: 'users', data: { email: user.email, password: `Wrong#${i}pass` } })
      .catch(() => {})
  }
  const locked = await payload.findByID({ collection: 'users', id: user.id, showHiddenFields: true })
  expect(new Date(String(locked.lockUntil)).getTime()).toBeGreaterThan(Date.now())
}

const isLocked = async (user: User) => {
  const row = await payload.findByID({ collection: 'users', id: user.id, showHiddenFields: true })
  return !!row.lockUntil && new Date(String(row.lockUntil)).getTime() > Date.now()
}

describe('the lock after failed logins', () => {
  it.each(['USER', 'CONSULTANT', 'REVIEWER', 'EDITOR'] as const)(
    'a signed-in %s cannot lift it (REST)',
    async (role) => {
      const target = await createUser(payload, { role: 'ADMIN' })
      await lockOut(target)
      const token = await tokenFor(payload, await createUser(payload, { role }))
      const { status } = await rest('POST', '/api/users/unlock', { token, body: { email: target.email } })
      expect(status).toBe(403)
      expect(await isLocked(target)).toBe(true)
    },
  )

  it('nor through GraphQL', async () => {
    const target = await createUser(payload, { role: 'USER' })
    await lockOut(target)
    const token = await tokenFor(payload, await createUser(payload, { role: 'USER' }))
    const { json } = await graphql(`mutation { unlockUser(email: "${target.email}") }`, token)
    expect((json.data as { unlockUser?: unknown } | undefined)?.unlockUser ?? null).toBeNull()
    expect(await isLocked(target)).toBe(true)
  })

  it('an admin lifts it, and the owner signs in again', async () => {
    const target = await createUser(payload, { role: 'USER' })
    await lockOut(target)
    const token = await tokenFor(payload, admin)
    const { status } = await rest('POST', '/api/users/unlock', { token, body: { email: target.email } })
    expect(status).toBe(200)
    expect(await isLocked(target)).toBe(false)
    const login = await payload.login({ collection: 'users', data: { email: target.email, password: TEST_PASSWORD } })
    expect(login.token).toBeTruthy()
  })
})

describe('whose a document is never changes', () => {
  it("a consultant cannot move their profile onto another person's account", async () => {
    const profile = await payload.create({
      collection: 'consultant-profiles',
      data: { user: consultant.id, tagline: 'Hire me', published: true },
    })
    const token = await tokenFor(payload, consultant)
    await rest('PATCH', `/api/consultant-profiles/${profile.id}`, { token, body: { user: victim.id } })
    const after = await payload.findByID({ collection: 'consultant-profiles', id: profile.id, depth: 0 })
    expect(after.user).toBe(consultant.id)
    expect(after.displayName).not.toContain('Vera')
  })

  it("nor point their intro video at someone else's upload", async () => {
    const profile = await payload.find({
      collection: 'consultant-profiles',
      where: { user: { equals: consultant.id } },
    })
    const token = await tokenFor(payload, consultant)
    const id = profile.docs[0]!.id
    await rest('PATCH', `/api/consultant-profiles/${id}`, { token, body: { videoKey: 'someone-elses-video-key-1234' } })
    const after = await payload.findByID({ collection: 'consultant-profiles', id, depth: 0 })
    expect(after.videoKey ?? null).toBeNull()
  })

  it('an admin in the panel cannot reassign a profile, an availability or an earning either', async () => {
    const profile = await payload.create({ collection: 'consultant-profiles', data: { user: victim.id } })
    const availability = await payload.create({
      collection: 'availabilities',
      data: { consultant: victim.id, timezone: 'Europe/Berlin', weekly: {}, overrides: {} },
    })
    const earning = await payload.create({
      collection: 'earnings',
      data: { user: victim.id, type: 'consultation', key: `owner-test:${victim.id}`, netCents: 100, vatCents: 19 },
    })
    const asAdmin = { user: admin, overrideAccess: false } as const
    await payload.update({ collection: 'consultant-profiles', id: profile.id, data: { user: admin.id }, ...asAdmin })
    await payload.update({
      collection: 'availabilities',
      id: availability.id,
      data: { consultant: admin.id },
      ...asAdmin,
    })
    await payload.update({ collection: 'earnings', id: earning.id, data: { user: admin.id }, ...asAdmin })
    expect((await payload.findByID({ collection: 'consultant-profiles', id: profile.id, depth: 0 })).user).toBe(
      victim.id,
    )
    expect((await payload.findByID({ collection: 'availabilities', id: availability.id, depth: 0 })).consultant).toBe(
      victim.id,
    )
    expect((await payload.findByID({ collection: 'earnings', id: earning.id, depth: 0 })).user).toBe(victim.id)
  })
})

describe('user rows stay', () => {
  it("an admin's GraphQL deleteUser is refused: only REST's anonymising delete removes an account", async () => {
    const target = await createUser(payload, { role: 'USER', firstName: 'Keep' })
    const { json } = await graphql(`mutation { deleteUser(id: ${target.id}) { id } }`, await tokenFor(payload, admin))
    expect((json.data as { deleteUser?: unknown } | undefined)?.deleteUser ?? null).toBeNull()
    expect(json.errors?.[0]?.message).toMatch(/anonymised/)
    expect((await payload.findByID({ collection: 'users', id: target.id })).firstName).toBe('Keep')
  })
})

describe("Payload's own collections", () => {
  it('a consultee can neither read nor delete the migration records, nor lock documents', async () => {
    const token = await tokenFor(payload, await createUser(payload, { role: 'USER' }))
    const migrations = await payload.find({ collection: 'payload-migrations', limit: 1 })
    expect(migrations.totalDocs).toBeGreaterThan(0)
    const consultee = await createUser(payload, { role: 'USER' })
    const refused = await payload
      .find({ collection: 'payload-migrations', overrideAccess: false, user: consultee })
      .catch((error: { status?: number }) => error.status)
    expect(refused).toBe(403)
    const lock = await rest('POST', '/api/payload-locked-documents', {
      token,
      body: { globalSlug: 'booking-settings', user: { relationTo: 'users', value: admin.id } },
    })
    expect(lock.status).toBe(403)
  })

  it('a consultee cannot rewrite the job statistics the scheduler reads', async () => {
    const token = await tokenFor(payload, await createUser(payload, { role: 'USER' }))
    const { status } = await rest('POST', '/api/globals/payload-jobs-stats', { token, body: { stats: {} } })
    expect(status).toBe(403)
  })

  it("deleting a panel preference by its key works, and only the caller's own", async () => {
    const reviewer = await createUser(payload, { role: 'REVIEWER' })
    const editor = await createUser(payload, { role: 'EDITOR' })
    await payload.create({
      collection: 'payload-preferences',
      // The owner comes from the request's user, as in the admin panel.
      data: { key: 'nav', value: { open: true } } as unknown as PayloadPreference,
      user: reviewer,
    })
    const editorToken = await tokenFor(payload, editor)
    expect((await rest('DELETE', '/api/payload-preferences/nav', { token: editorToken })).status).toBe(404)
    const reviewerToken = await tokenFor(payload, reviewer)
    expect((await rest('DELETE', '/api/payload-preferences/nav', { token: reviewerToken })).status).toBe(200)
    const left = await payload.find({ collection: 'payload-preferences', where: { key: { equals: 'nav' } } })
    expect(left.totalDocs).toBe(0)
  })
})
