import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { saveSteps } from '../helpers/application'
import { stepBodies } from '../helpers/applicationBodies'
import { createUser, sessionHeaders, tokenFor } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { SERVICES } from '@/domain/catalogue'
import { seedCatalogue } from '@/server/catalogue/seedCatalogue'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const count = async (collection: 'catalogue-services' | 'catalogue-industries') =>
  (await payload.count({ collection })).totalDocs

describe('the catalogue collections', () => {
  it('are filled by the migration, and seeding again adds nothing', async () => {
    const services = await count('catalogue-services')
    expect(services).toBe(SERVICES.length)
    await seedCatalogue(payload)
    expect(await count('catalogue-services')).toBe(services)
  })

  it('an admin renames a service in German and GET /api/services shows it; English stays', async () => {
    const admin = await createUser(payload, { role: 'ADMIN' })
    const { docs } = await payload.find({
      collection: 'catalogue-services',
      where: { key: { equals: 'career-services/cv-review' } },
    })
    const renamed = await rest('PATCH', `/api/catalogue-services/${docs[0]!.id}?locale=de`, {
      token: await tokenFor(payload, admin),
      body: { name: 'Lebenslauf-Check (neu)' },
    })
    expect(renamed.status).toBe(200)
    const german = (await rest('GET', '/api/services?locale=de')).json.services as { id: string; name: string }[]
    expect(german.find((s) => s.id === 'career-services/cv-review')?.name).toBe('Lebenslauf-Check (neu)')
    const english = (await rest('GET', '/api/services?locale=en')).json.services as { id: string; name: string }[]
    expect(english.find((s) => s.id === 'career-services/cv-review')?.name).toBe(docs[0]!.name)
  })

  it('only admins change it', async () => {
    const reviewer = await createUser(payload, { role: 'REVIEWER' })
    const consultant = await createUser(payload, { role: 'CONSULTANT' })
    for (const user of [reviewer, consultant]) {
      const created = await rest('POST', '/api/catalogue-majors', {
        token: await tokenFor(payload, user),
        body: { key: 'astrology', label: 'Astrology' },
      })
      expect(created.status).toBe(403)
    }
    expect((await rest('POST', '/api/catalogue-majors', { body: { key: 'x', label: 'X' } })).status).toBe(403)
    expect((await rest('GET', '/api/catalogue-majors?limit=1')).status).toBe(200)
  })

  it('an industry an admin adds can be chosen in the application at once', async () => {
    const major = await payload.create({
      collection: 'catalogue-majors',
      data: { key: 'aerospace-engineering', label: 'Aerospace Engineering' },
    })
    await payload.create({
      collection: 'catalogue-industries',
      data: { key: 'space', label: 'Space', majors: [major.id], sortOrder: 99 },
    })
    const consultant = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'REGISTERED' })
    await saveSteps(consultant, 3)
    const headers = await sessionHeaders(consultant)
    const body = (industry: string, chosen: string) => ({
      ...stepBodies.experience,
      experience: { ...stepBodies.experience.experience, industry, major: chosen },
    })
    const wrongMajor = await rest('PUT', '/api/consultants/application/experience', {
      headers,
      body: body('space', 'medicine'),
    })
    expect(wrongMajor.status).toBe(400)
    const saved = await rest('PUT', '/api/consultants/application/experience', {
      headers,
      body: body('space', 'aerospace-engineering'),
    })
    expect(saved.status).toBe(200)
  })
})
