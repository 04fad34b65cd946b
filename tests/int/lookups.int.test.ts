import { describe, expect, it } from 'vitest'

import { rest } from '../helpers/http'

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
