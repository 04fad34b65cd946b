import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../helpers/payload'
import { seedConsultants } from '@/server/seed/consultants'
import { seed } from '@/server/seed/seed'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('seed', () => {
  it('refuses default staff passwords outside the local embedded database', async () => {
    await expect(seed(payload, { allowDefaultPasswords: false })).rejects.toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/)
  })

  it('creates staff, 12 active consultants with published profiles and 3 consultees, and is idempotent', async () => {
    const first = await seed(payload, { allowDefaultPasswords: true })
    expect(first.created).toBe(3 + 3 + 12)

    const again = await seed(payload, { allowDefaultPasswords: true })
    expect(again).toEqual({ created: 0, existing: 18 })

    const consultants = await payload.find({
      collection: 'users',
      where: { email: { in: seedConsultants.map((c) => c.email) } },
      limit: 100,
    })
    expect(consultants.docs).toHaveLength(12)
    expect(consultants.docs.every((user) => user.role === 'CONSULTANT' && user.profileStatus === 'ACTIVE')).toBe(true)
    expect(new Set(consultants.docs.map((user) => user.timezone)).size).toBeGreaterThanOrEqual(6)

    const profiles = await payload.find({
      collection: 'consultant-profiles',
      where: { user: { in: consultants.docs.map((user) => user.id) } },
      limit: 100,
    })
    expect(profiles.docs).toHaveLength(12)
    expect(profiles.docs.every((profile) => profile.published)).toBe(true)
    expect(new Set(profiles.docs.map((profile) => profile.industry)).size).toBeGreaterThanOrEqual(8)
    expect(new Set(profiles.docs.map((profile) => profile.pricing30Min)).size).toBeGreaterThanOrEqual(8)

    for (const role of ['ADMIN', 'REVIEWER', 'EDITOR'] as const) {
      const staff = await payload.find({ collection: 'users', where: { role: { equals: role } }, limit: 100 })
      expect(staff.docs.some((user) => user.email.endsWith('@careerbridge.dev'))).toBe(true)
    }
  })

  it('lets the seeded admin log in with the documented local password', async () => {
    const result = await payload.login({
      collection: 'users',
      data: { email: 'admin@careerbridge.dev', password: 'Admin#2026' },
    })
    expect(result.user?.role).toBe('ADMIN')
  })

  it('takes the staff accounts from ADMIN_*, REVIEWER_* and EDITOR_* outside the embedded database', async () => {
    const stamp = Date.now()
    for (const prefix of ['ADMIN', 'REVIEWER', 'EDITOR']) {
      process.env[`${prefix}_EMAIL`] = `${prefix.toLowerCase()}-${stamp}@company.example`
      process.env[`${prefix}_PASSWORD`] = `${prefix}#Env2026`
    }
    try {
      const result = await seed(payload, { allowDefaultPasswords: false })
      expect(result.created).toBe(3)
      for (const prefix of ['ADMIN', 'REVIEWER', 'EDITOR'] as const) {
        const login = await payload.login({
          collection: 'users',
          data: { email: `${prefix.toLowerCase()}-${stamp}@company.example`, password: `${prefix}#Env2026` },
        })
        expect(login.user?.role).toBe(prefix)
      }
    } finally {
      for (const prefix of ['ADMIN', 'REVIEWER', 'EDITOR']) {
        delete process.env[`${prefix}_EMAIL`]
        delete process.env[`${prefix}_PASSWORD`]
      }
    }
  })
})
