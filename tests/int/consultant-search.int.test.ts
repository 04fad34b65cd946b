import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { execute, sql } from '../helpers/sql'
import { backfillSearchText } from '@/server/search/backfillSearchText'

let payload: Payload
// A word no other test uses, so these consultants are the only ones found.
const TOKEN = 'Quetzalcoatl'

type Card = { firstName: string; consultantShortId: string; pricing: { pricing30Min: number | null } }

async function consultant(
  firstName: string,
  profile: Record<string, unknown>,
  { active = true, published = true } = {},
) {
  const user = await createUser(payload, {
    role: 'CONSULTANT',
    profileStatus: active ? 'ACTIVE' : 'STEP4',
    firstName,
    lastName: 'Searchable',
  })
  const job = { title: 'Lead', city: 'Berlin', country: 'DE', fromDate: '2020-01', toDate: 'NOW' }
  return payload.create({
    collection: 'consultant-profiles',
    data: {
      user: user.id,
      published,
      tagline: `${TOKEN} helper`,
      skills: ['Kubernetes'],
      workingHistory: [{ ...job, organization: 'Nordlicht GmbH' }],
      pricing30Min: 5000,
      ...profile,
    },
  })
}

const search = async (query: string) => {
  const { status, json } = await rest('GET', `/api/consultants?${query}`)
  expect(status).toBe(200)
  return json as { consultants: Card[]; totalDocs: number; page: number; totalPages: number }
}
const names = async (query: string) => (await search(query)).consultants.map((card) => card.firstName).sort()

beforeAll(async () => {
  payload = await testPayload()
  await consultant('Anna', {
    industry: 'information-technology',
    major: 'computer-science',
    skills: ['Python', 'Kubernetes'],
    services: [{ serviceId: 'career-services/cv-review', title: 'CV review', description: 'Your CV, line by line' }],
    averageRating: 4.8,
  })
  await consultant('Bernd', {
    industry: 'finance-and-banking',
    major: 'economics',
    skills: ['Financial Modelling'],
    aboutMe: 'Ich biete Beratungen für Bewerbungen in Banken an.',
    services: [{ title: 'Mock interview', description: 'One hour' }],
    workingHistory: [
      {
        title: 'Analyst',
        organization: 'Deutsche Bank',
        city: 'Frankfurt',
        country: 'DE',
        fromDate: '2018-01',
        toDate: 'NOW',
      },
    ],
  })
  await consultant('Carla', { industry: 'information-technology', major: 'data-science', skills: ['Python'] })
  await consultant('Dora', { skills: ['Python'] }, { active: false })
  await consultant('Emil', { skills: ['Python'] }, { published: false })
})

describe('GET /api/consultants', () => {
  it('lists only ACTIVE, published consultants, as cards', async () => {
    const found = await search(`search=${TOKEN}`)
    expect(found.consultants.map((card) => card.firstName).sort()).toEqual(['Anna', 'Bernd', 'Carla'])
    expect(found.consultants[0]).toMatchObject({ pricing: { pricing30Min: 50 } })
    expect(found.consultants[0]!.consultantShortId).toMatch(/^\w+/)
  })

  it('finds by word prefix, in German word forms, and despite a typo', async () => {
    expect(await names(`search=${TOKEN} pyth`)).toEqual(['Anna', 'Carla'])
    expect(await names(`search=${TOKEN} Beratung`)).toEqual(['Bernd'])
    expect(await names(`search=${TOKEN} Kubernetis`)).toEqual(['Anna'])
    expect(await names(`search=${TOKEN} Finacial`)).toEqual(['Bernd'])
    expect(await names(`search=${TOKEN} xylophone`)).toEqual([])
  })

  it('filters by service (catalogue id or title), industry, company, industry and major', async () => {
    expect(await names(`search=${TOKEN}&serviceFilters=career-services/cv-review`)).toEqual(['Anna'])
    expect(await names(`search=${TOKEN}&serviceFilters=mock%20interview,cv%20review`)).toEqual(['Anna', 'Bernd'])
    expect(await names(`search=${TOKEN}&industryFilters=finance-and-banking`)).toEqual(['Bernd'])
    expect(await names(`search=${TOKEN}&companyFilters=deutsche%20bank`)).toEqual(['Bernd'])
    expect(await names(`search=${TOKEN}&industry=information-technology&qt=industry`)).toEqual(['Anna', 'Carla'])
    expect(await names(`search=${TOKEN}&major=data-science&qt=major`)).toEqual(['Carla'])
  })

  it('pages through the results without repeats', async () => {
    const first = await search(`search=${TOKEN}&limit=2&page=1`)
    const second = await search(`search=${TOKEN}&limit=2&page=2`)
    expect(first).toMatchObject({ totalDocs: 3, totalPages: 2, page: 1 })
    expect(second.consultants).toHaveLength(1)
    const all = [...first.consultants, ...second.consultants].map((card) => card.firstName)
    expect(new Set(all).size).toBe(3)
    expect(await search(`search=${TOKEN}&limit=2&page=9`)).toMatchObject({ consultants: [], totalDocs: 3 })
  })

  it('answers hostile or odd input with a normal page', async () => {
    expect((await search(`search=${encodeURIComponent("'); drop table users; --")}`)).consultants).toEqual([])
    expect((await search('limit=-5&page=abc&qt=nonsense')).page).toBe(1)
  })
})

describe('profiles saved before the search existed', () => {
  it('get their search text from the backfill and are found again', async () => {
    const profile = await consultant('Frieda', { skills: ['Zygomorphic botany'] })
    await execute(payload, sql`update consultant_profiles set search_text = null where id = ${profile.id}`)
    expect(await names(`search=${TOKEN} zygomorphic`)).toEqual([])
    expect(await backfillSearchText(payload)).toBeGreaterThanOrEqual(1)
    expect(await names(`search=${TOKEN} zygomorphic`)).toEqual(['Frieda'])
  })
})
