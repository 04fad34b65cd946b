import { describe, expect, it } from 'vitest'

import { createUser } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'

type Service = { id: string; name: string; category: string; demand: 'High' | 'Medium' }

describe('GET /api/services', () => {
  it('lists the catalogue in German, High demand first, then by name', async () => {
    const { status, json } = await rest('GET', '/api/services?locale=de')
    expect(status).toBe(200)
    const services = json.services as Service[]
    expect(services.length).toBeGreaterThanOrEqual(95)
    const firstMedium = services.findIndex((service) => service.demand === 'Medium')
    expect(services.slice(firstMedium).every((service) => service.demand === 'Medium')).toBe(true)
    const highNames = services.slice(0, firstMedium).map((service) => service.name)
    expect(highNames).toEqual([...highNames].sort(new Intl.Collator('de').compare))
    expect(services.some((service) => service.category === 'Karriere-Services')).toBe(true)
    expect(services.find((service) => service.id === 'career-services/cv-review')?.name).toBeTruthy()
  })

  it('follows the browser language without a locale parameter and falls back to English', async () => {
    const german = await rest('GET', '/api/services', { headers: { 'accept-language': 'de-DE' } })
    const unknown = await rest('GET', '/api/services?locale=fr')
    expect((german.json.services as Service[]).some((s) => s.category === 'Karriere-Services')).toBe(true)
    expect((unknown.json.services as Service[]).some((s) => s.category === 'Career Services')).toBe(true)
  })
})

describe('GET /api/skills/suggestions and /api/companies/suggestions', () => {
  it('suggest what published consultants entered (never unpublished ones) and common skills, from 3 characters', async () => {
    const payload = await testPayload()
    const job = { title: 'Lead', city: 'Berlin', country: 'DE', fromDate: '2020-01', toDate: 'NOW' }
    for (const [published, skill, organization] of [
      [true, 'Zebrafish Genomics', 'Zeppelin Analytics GmbH'],
      [false, 'Zebra Secret Skill', 'Zeppelin Hidden AG'],
    ] as const) {
      const user = await createUser(payload, { role: 'CONSULTANT', profileStatus: published ? 'ACTIVE' : 'STEP3' })
      await payload.create({
        collection: 'consultant-profiles',
        data: { user: user.id, published, skills: [skill], workingHistory: [{ ...job, organization }] },
      })
    }
    const skills = await rest('GET', '/api/skills/suggestions?q=zebra')
    expect(skills.json).toEqual({ skills: ['Zebrafish Genomics'] })
    expect((await rest('GET', '/api/skills/suggestions?q=typescr')).json).toEqual({ skills: ['TypeScript'] })
    expect((await rest('GET', '/api/skills/suggestions?q=ty')).json).toEqual({ skills: [] })
    const companies = await rest('GET', '/api/companies/suggestions?q=zepp')
    expect(companies.json).toEqual({ companies: ['Zeppelin Analytics GmbH'] })
    expect((await rest('GET', '/api/companies/suggestions?q=ze')).json).toEqual({ companies: [] })
  })
})
