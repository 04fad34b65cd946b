import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { submittedConsultant } from '../helpers/application'
import { createUser, storedConsultation } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import type { ConsultantProfile, User } from '@/payload-types'

let payload: Payload
let consultant: User
let profile: ConsultantProfile

const euro = (cents: number | null | undefined) => (typeof cents === 'number' ? cents / 100 : null)

/** The answer as the Local API reads the same profile: what the endpoint's one statement must equal. */
async function expectedAnswer() {
  const doc = await payload.findByID({ collection: 'consultant-profiles', id: profile.id, depth: 0 })
  const user = await payload.findByID({ collection: 'users', id: consultant.id, depth: 0 })
  const { docs: reviews } = await payload.find({
    collection: 'reviews',
    where: { consultant: { equals: consultant.id } },
    sort: '-createdAt',
    depth: 1,
  })
  return {
    userId: consultant.id,
    consultantShortId: doc.consultantShortId,
    firstName: user.firstName,
    lastName: user.lastName,
    imageUrl: user.imageUrl ?? null,
    preview: false,
    verified: doc.verified ?? false,
    tagline: doc.tagline ?? null,
    aboutMe: doc.aboutMe ?? null,
    country: doc.country ?? null,
    city: doc.city ?? null,
    languages: doc.languages ?? [],
    industry: doc.industry ?? null,
    major: doc.major ?? null,
    yearsOfExperience: doc.yearsOfExperience ?? null,
    skills: doc.skills ?? [],
    services: (doc.services ?? []).map(({ serviceId, title, description, category }) => ({
      serviceId: serviceId ?? null,
      title,
      description: description ?? null,
      category: category ?? null,
    })),
    pricing: {
      pricing30Min: euro(doc.pricing30Min),
      pricing60Min: euro(doc.pricing60Min),
      pricingTrial: euro(doc.pricingTrial),
    },
    videoUrl: doc.videoUrl ?? null,
    links: {
      linkedInUrl: doc.linkedInUrl ?? null,
      githubUrl: doc.githubUrl ?? null,
      xingUrl: doc.xingUrl ?? null,
      personalWebsite: doc.personalWebsite ?? null,
    },
    experiences: (doc.workingHistory ?? []).map(
      ({ title, organization, city, country, fromDate, toDate, description }) => ({
        title,
        organization,
        city: city ?? null,
        country: country ?? null,
        fromDate,
        toDate: toDate ?? null,
        description: description ?? null,
      }),
    ),
    education: (doc.educationBackgrounds ?? []).map(
      ({ type, fieldOfStudy, university, city, country, fromDate, toDate }) => ({
        type,
        fieldOfStudy,
        university,
        city: city ?? null,
        country: country ?? null,
        fromDate,
        toDate: toDate ?? null,
      }),
    ),
    averageRating: doc.averageRating ?? null,
    reviewCount: doc.reviewCount ?? 0,
    reviews: reviews.map((review) => ({
      id: review.id,
      rating: review.rating,
      headline: review.headline,
      body: review.body ?? null,
      createdAt: review.createdAt,
      author: 'Rita R.',
    })),
  }
}

beforeAll(async () => {
  payload = await testPayload()
  consultant = await submittedConsultant(payload)
  profile = (await payload.find({ collection: 'consultant-profiles', where: { user: { equals: consultant.id } } }))
    .docs[0]!
  await payload.update({
    collection: 'consultant-profiles',
    id: profile.id,
    data: { published: true, verified: true, linkedInUrl: 'https://www.linkedin.com/in/ada' },
  })
  const consultee = await createUser(payload, { firstName: 'Rita', lastName: 'reuter' })
  for (const [day, rating] of [
    ['2026-01-05', 5],
    ['2026-01-06', 3],
  ] as const) {
    const session = await storedConsultation(payload, {
      consultee,
      consultant,
      status: 'PAST_COMPLETED_WITH_USER_CONFIRMATION',
      startsAt: `${day}T09:00:00.000Z`,
    })
    await payload.create({
      collection: 'reviews',
      data: {
        consultation: session.id,
        consultant: consultant.id,
        user: consultee.id,
        rating,
        headline: `Rated ${rating}`,
        body: 'Helpful.',
        privateNote: 'Only for the consultant',
      },
    })
  }
})

describe('GET /api/consultants/{id} read in one statement', () => {
  it('answers exactly what the Local API reads of the profile, its user and its reviews', async () => {
    const { status, json } = await rest('GET', `/api/consultants/${profile.consultantShortId}`)
    expect(status).toBe(200)
    const expected = await expectedAnswer()
    expect(expected.services.length).toBeGreaterThan(0)
    expect(expected.experiences.length).toBeGreaterThan(0)
    expect(expected.reviews).toHaveLength(2)
    expect(json).toEqual(expected)
    expect(JSON.stringify(json)).not.toContain('Only for the consultant')
  })

  it('answers the same by user id and user short id, and a profile edit at once', async () => {
    await payload.update({ collection: 'consultant-profiles', id: profile.id, data: { tagline: 'Edited tagline' } })
    for (const ref of [String(consultant.id), consultant.userShortId!]) {
      const { json } = await rest('GET', `/api/consultants/${ref}`)
      expect(json).toEqual(await expectedAnswer())
      expect(json).toMatchObject({ tagline: 'Edited tagline', consultantShortId: profile.consultantShortId })
    }
    // Digits beyond any user id name nobody: 404, not a failed query.
    expect((await rest('GET', '/api/consultants/99999999999999')).status).toBe(404)
  })
})
