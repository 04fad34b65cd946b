import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { saveSteps, submittedConsultant } from '../helpers/application'
import { createUser, sessionHeaders } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import type { ConsultantProfile, User } from '@/payload-types'

let payload: Payload
let consultant: User
beforeAll(async () => {
  payload = await testPayload()
  consultant = await submittedConsultant(payload)
  const reviewer = await createUser(payload, { role: 'REVIEWER', profileStatus: 'ACTIVE' })
  const approved = await rest('POST', `/api/consultants/${consultant.id}/review`, {
    headers: await sessionHeaders(reviewer),
    body: { decision: 'APPROVE' },
  })
  expect(approved.status).toBe(200)
})

const patch = async (section: string, body: unknown, user: User = consultant) =>
  rest('PATCH', `/api/consultants/profile/${section}`, { headers: await sessionHeaders(user), body })
const profile = async (): Promise<ConsultantProfile> =>
  (await payload.find({ collection: 'consultant-profiles', where: { user: { equals: consultant.id } } })).docs[0]!

describe('PATCH /api/consultants/profile/{section}', () => {
  it('saves new prices in cents and answers the updated profile', async () => {
    const { status, json } = await patch('pricing', { pricing30Min: 45.5, pricing60Min: 80, pricingTrial: 0.5 })
    expect(status).toBe(200)
    expect(json.skillsAndServices).toMatchObject({ pricing30Min: 45.5, pricing60Min: 80, pricingTrial: 0.5 })
    expect(await profile()).toMatchObject({ pricing30Min: 4550, pricing60Min: 8000, pricingTrial: 50 })
  })

  it('refuses prices out of order with 400 and changes nothing', async () => {
    const before = await profile()
    const { status, json } = await patch('pricing', { pricing30Min: 100, pricing60Min: 80, pricingTrial: 0 })
    expect(status).toBe(400)
    expect(JSON.stringify(json.errors)).toContain('pricing30Min')
    expect((await profile()).pricing30Min).toBe(before.pricing30Min)
  })

  it('clears emptied links (null) and keeps at least one', async () => {
    const details = {
      tagline: 'Still helping analysts grow',
      aboutMe: 'x'.repeat(150),
      linkedInUrl: '',
      githubUrl: 'https://github.com/ada-example',
      videoUrl: '',
    }
    expect((await patch('profile-details', details)).status).toBe(200)
    expect(await profile()).toMatchObject({
      linkedInUrl: null,
      githubUrl: 'https://github.com/ada-example',
      videoUrl: null,
    })
    const none = await patch('profile-details', { ...details, githubUrl: '' })
    expect(none.status).toBe(400)
    expect((await profile()).githubUrl).toBe('https://github.com/ada-example')
  })

  it('saves skills with services, and services alone', async () => {
    const services = ['A', 'B', 'C', 'D', 'E', 'F'].map((title) => ({ title, description: `About ${title}` }))
    const both = await patch('skills-services', { skills: ['Go', 'Rust', 'SQL', 'go', 'Kafka', 'Redis'], services })
    expect(both.status).toBe(200)
    expect((await profile()).skills).toEqual(['Go', 'Rust', 'SQL', 'Kafka', 'Redis'])
    expect((await patch('services', { services: services.slice(0, 5) })).status).toBe(200)
    expect((await profile()).services).toHaveLength(5)
  })

  it('is for approved consultants only, and only for known sections', async () => {
    expect((await patch('wallet', {})).status).toBe(404)
    const applicant = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'REGISTERED' })
    await saveSteps(applicant, 1)
    expect((await patch('pricing', { pricing30Min: 1, pricing60Min: 2, pricingTrial: 0 }, applicant)).status).toBe(403)
    const consultee = await createUser(payload, { role: 'USER', profileStatus: 'ACTIVE' })
    expect((await patch('pricing', { pricing30Min: 1, pricing60Min: 2, pricingTrial: 0 }, consultee)).status).toBe(403)
    const anonymous = await rest('PATCH', '/api/consultants/profile/pricing', { body: { pricing30Min: 1 } })
    expect(anonymous.status).toBe(401)
  })
})
