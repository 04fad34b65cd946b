import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { lexicalText, readingMinutes, type LexicalState } from '@/domain/content'
import { uploadKeyOfUrl } from '@/domain/schemas'
import { seedConsultants } from '@/server/seed/consultants'
import { POSTS } from '@/server/seed/contentPosts'
import { SEED_REVIEWS } from '@/server/seed/reviews'
import { seed } from '@/server/seed/seed'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('seed', () => {
  it('refuses default staff passwords outside the local embedded database', async () => {
    await expect(seed(payload, { allowDefaultPasswords: false })).rejects.toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/)
  })

  it('creates staff, 12 active consultants with published profiles and 11 consultees, and is idempotent', async () => {
    const first = await seed(payload, { allowDefaultPasswords: true })
    expect(first.created).toBe(3 + 11 + 12)

    const again = await seed(payload, { allowDefaultPasswords: true })
    expect(again).toEqual({ created: 0, existing: 26 })

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

  it('gives every demo consultant a stored JPEG picture, served like an uploaded one', async () => {
    await seed(payload, { allowDefaultPasswords: true })
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { in: seedConsultants.map((c) => c.email) } },
      limit: 100,
      depth: 0,
    })
    expect(docs).toHaveLength(seedConsultants.length)
    for (const user of docs) {
      const key = uploadKeyOfUrl(user.imageUrl)
      expect(key, user.email).not.toBeNull()
      const picture = await rest('GET', `/api/uploads/file/${key}`)
      expect(picture.status, user.email).toBe(200)
      expect(picture.headers.get('content-type')).toBe('image/jpeg')
    }
  })

  it('rates most demo consultants from completed sessions, so the top-rated list leads with rated ones', async () => {
    await seed(payload, { allowDefaultPasswords: true })
    const reviewed = new Set(SEED_REVIEWS.map((review) => review.consultant))
    expect(reviewed.size).toBeGreaterThanOrEqual(seedConsultants.length / 2)
    const users = await payload.find({
      collection: 'users',
      where: { email: { in: [...reviewed] } },
      limit: 100,
      depth: 0,
    })
    for (const user of users.docs) {
      const [profile] = (
        await payload.find({ collection: 'consultant-profiles', where: { user: { equals: user.id } }, depth: 0 })
      ).docs
      const ratings = SEED_REVIEWS.filter((review) => review.consultant === user.email).map((r) => r.rating)
      expect(profile?.reviewCount, user.email).toBe(ratings.length)
      const mean = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length
      expect(profile?.averageRating).toBeCloseTo(mean, 2)
      const sessions = await payload.find({
        collection: 'consultations',
        where: { consultant: { equals: user.id } },
        depth: 0,
        limit: 100,
      })
      const completed = sessions.docs.filter((c) => c.status === 'PAST_COMPLETED_WITH_USER_CONFIRMATION')
      expect(completed.length).toBeGreaterThanOrEqual(ratings.length)
      expect(completed.every((c) => new Date(c.endsAt).getTime() < Date.now())).toBe(true)
    }

    // The home page's "Top-rated consultants" are the first cards of the list sorted by rating.
    const list = await rest('GET', '/api/consultants?limit=9')
    const cards = list.json.consultants as { reviewCount: number; averageRating: number | null }[]
    expect(cards.length).toBeGreaterThan(0)
    expect(cards[0]?.reviewCount).toBeGreaterThan(0)
    expect(cards[0]?.averageRating).toBeGreaterThanOrEqual(4)
  })

  it('publishes every demo post with a cover and at least three minutes of reading in both languages', async () => {
    await seed(payload, { allowDefaultPasswords: true })
    for (const locale of ['en', 'de'] as const) {
      const { docs } = await payload.find({
        collection: 'posts',
        where: { slug: { in: POSTS.map((post) => post.slug) } },
        locale,
        depth: 1,
        limit: 100,
      })
      expect(docs).toHaveLength(POSTS.length)
      for (const post of docs) {
        expect(post.readingTime, `${post.slug} ${locale}`).toBeGreaterThanOrEqual(3)
        expect(readingMinutes(lexicalText(post.content as LexicalState))).toBe(post.readingTime)
        const cover = typeof post.coverImage === 'object' ? post.coverImage : null
        expect(cover?.sizes?.card?.url, post.slug).toBeTruthy()
        expect(cover?.alt).toBeTruthy()
      }
    }
  })
})
