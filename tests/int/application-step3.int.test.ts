import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, sessionHeaders } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'

const PATH = '/api/consultants/application/skills-services'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const services = ['CV review', 'Mock interview', 'Salary negotiation', 'Career change plan', 'LinkedIn profile'].map(
  (title) => ({ title, description: `${title} for people moving into data roles.` }),
)
const body = (extra: Record<string, unknown> = {}) => ({
  skills: ['SQL', 'Python', 'sql', 'Leadership', 'Hiring', 'Statistics'],
  services,
  pricing: { pricingTrial: 0, pricing30Min: 49.5, pricing60Min: 89 },
  ...extra,
})

describe('PUT /api/consultants/application/skills-services', () => {
  it('saves deduplicated skills, services with the Other category and prices in cents, then STEP4', async () => {
    const consultant = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'STEP3' })
    const { status, json } = await rest('PUT', PATH, { headers: await sessionHeaders(consultant), body: body() })
    expect(status).toBe(200)
    expect(json).toEqual({ profileStatus: 'STEP4' })
    const profile = (
      await payload.find({ collection: 'consultant-profiles', where: { user: { equals: consultant.id } } })
    ).docs[0]!
    expect(profile.skills).toEqual(['SQL', 'Python', 'Leadership', 'Hiring', 'Statistics'])
    expect(profile.services?.map((service) => service.category)).toEqual(Array(5).fill('Other'))
    expect(profile).toMatchObject({ pricingTrial: 0, pricing30Min: 4950, pricing60Min: 8900 })
  })

  it.each([
    [
      'a 30-minute price not below the 60-minute price',
      { pricing: { pricingTrial: 0, pricing30Min: 90, pricing60Min: 90 } },
    ],
    ['a price off the 0.50 grid', { pricing: { pricingTrial: 0, pricing30Min: 49.25, pricing60Min: 89 } }],
    ['a trial price not below the others', { pricing: { pricingTrial: 60, pricing30Min: 49.5, pricing60Min: 89 } }],
    ['four services', { services: services.slice(0, 4) }],
    ['four distinct skills', { skills: ['SQL', 'sql', 'Python', 'Hiring', 'Statistics'] }],
  ])('refuses %s with 400 and keeps the status', async (_case, change) => {
    const consultant = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'STEP3' })
    const { status } = await rest('PUT', PATH, { headers: await sessionHeaders(consultant), body: body(change) })
    expect(status).toBe(400)
    expect((await payload.findByID({ collection: 'users', id: consultant.id })).profileStatus).toBe('STEP3')
  })

  it('refuses a consultee with 403', async () => {
    const consultee = await createUser(payload, { role: 'USER' })
    const { status } = await rest('PUT', PATH, { headers: await sessionHeaders(consultee), body: body() })
    expect(status).toBe(403)
  })
})
