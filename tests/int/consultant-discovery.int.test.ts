import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { bookSession, daysFromToday, instantOf, offerDays, type Consultant } from '../helpers/availability'
import { createUser, tokenFor } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { execute, sql } from '../helpers/sql'

let payload: Payload
// A word no other test uses, so these consultants are the only ones found.
const TOKEN = 'Xylographer'
// The list's days are those of the reference zone (Europe/London); these consultants live there too.
const LONDON = 'Europe/London'

type Card = { firstName: string; pricing: { pricing30Min: number | null } }
type Page = { consultants: Card[]; totalDocs: number; page: number; totalPages: number }

const consultants: Record<string, Consultant & { profileId: number }> = {}

async function consultant(firstName: string, profile: Record<string, unknown>) {
  const user = await createUser(payload, {
    role: 'CONSULTANT',
    profileStatus: 'ACTIVE',
    firstName,
    lastName: 'Discoverable',
    timezone: LONDON,
  })
  const created = await payload.create({
    collection: 'consultant-profiles',
    data: { user: user.id, published: true, tagline: `${TOKEN} mentor`, skills: ['Kubernetes'], ...profile },
  })
  consultants[firstName] = {
    user,
    token: await tokenFor(payload, user),
    shortId: created.consultantShortId!,
    profileId: created.id,
  }
}

const list = async (query: string) => {
  const answer = await rest('GET', `/api/consultants?search=${TOKEN}&${query}`)
  expect(answer.status).toBe(200)
  return { ...answer, page: answer.json as Page }
}
/** The same request naming the ETag the caller holds: 304 while it is current, else 200 and a new one. */
const revalidate = (query: string, etag: string) =>
  rest('GET', `/api/consultants?search=${TOKEN}&${query}`, { headers: { 'if-none-match': etag } })
const names = async (query: string) => (await list(query)).page.consultants.map((card) => card.firstName)
const sorted = async (query: string) => (await names(query)).sort()

// Anna: 40 €, 4.9, 3 years, en+de, free in 2 days. Bernd: free session, 4.2, 15+ years, de, free in 5 days.
// Carla: 120 €, no rating, less than a year, en+fr, nothing offered. Dora: no price, 3.5, 8 years, en,
// free in 10 days (beyond the 7-day filter, within the next-available order).
beforeAll(async () => {
  payload = await testPayload()
  await consultant('Anna', {
    pricing30Min: 4000,
    averageRating: 4.9,
    yearsOfExperience: '3',
    languages: ['en', 'de'],
    skills: ['Python'],
  })
  await consultant('Bernd', { pricing30Min: 0, averageRating: 4.2, yearsOfExperience: '15+', languages: ['de'] })
  await consultant('Carla', {
    pricing30Min: 12000,
    yearsOfExperience: 'LESS_THAN_ONE',
    languages: ['en', 'fr'],
    skills: ['Python'],
  })
  await consultant('Dora', { averageRating: 3.5, yearsOfExperience: '8', languages: ['en'] })
  await offerDays(consultants.Anna!, LONDON, { [daysFromToday(2, LONDON)]: ['10:00'] })
  await offerDays(consultants.Bernd!, LONDON, { [daysFromToday(5, LONDON)]: ['09:00', '09:30'] })
  await offerDays(consultants.Dora!, LONDON, { [daysFromToday(10, LONDON)]: ['16:00'] })
})

describe('GET /api/consultants: sorting', () => {
  it.each<[string, string[]]>([
    ['sort=rating', ['Anna', 'Bernd', 'Dora', 'Carla']],
    // A free session is the cheapest; a consultant without a price comes last either way.
    ['sort=price-asc', ['Bernd', 'Anna', 'Carla', 'Dora']],
    ['sort=price-desc', ['Carla', 'Anna', 'Bernd', 'Dora']],
    ['sort=experience', ['Bernd', 'Dora', 'Anna', 'Carla']],
    ['sort=next-available', ['Anna', 'Bernd', 'Dora', 'Carla']],
  ])('%j', async (query, order) => {
    expect(await names(query)).toEqual(order)
  })

  it('orders a search by relevance unless told otherwise, and ignores an unknown sort', async () => {
    const byRelevance = await names('sort=relevance')
    expect([...byRelevance].sort()).toEqual(['Anna', 'Bernd', 'Carla', 'Dora'])
    expect(await names('')).toEqual(byRelevance)
    expect(await names('sort=nonsense')).toEqual(byRelevance)
    const everyone = await rest('GET', '/api/consultants?sort=relevance&limit=100')
    const rated = await rest('GET', '/api/consultants?sort=rating&limit=100')
    expect(everyone.json).toEqual(rated.json)
  })

  it('shows the prices in the order asked for', async () => {
    const prices = (await list('sort=price-asc')).page.consultants.map((card) => card.pricing.pricing30Min)
    expect(prices).toEqual([0, 40, 120, null])
  })
})

describe('GET /api/consultants: filters', () => {
  it.each<[string, string[]]>([
    ['language=de', ['Anna', 'Bernd']],
    ['language=fr', ['Carla']],
    ['language=ja', []],
    ['language=bogus', ['Anna', 'Bernd', 'Carla', 'Dora']],
    ['minPrice=30', ['Anna', 'Carla']],
    ['maxPrice=40', ['Anna', 'Bernd']],
    ['minPrice=1&maxPrice=100', ['Anna']],
    ['minPrice=0', ['Anna', 'Bernd', 'Carla']],
    ['minPrice=100&maxPrice=1', ['Anna']],
    ['availableWithin7Days=true', ['Anna', 'Bernd']],
    ['availableWithin7Days=true&language=en', ['Anna']],
    ['availableWithin7Days=true&maxPrice=0', ['Bernd']],
  ])('%j', async (query, found) => {
    expect(await sorted(query)).toEqual(found)
  })

  it('combines with the search words and the sort', async () => {
    const answer = await rest('GET', `/api/consultants?search=${TOKEN}%20python&sort=price-desc`)
    expect((answer.json as Page).consultants.map((card) => card.firstName)).toEqual(['Carla', 'Anna'])
    const withFilter = await rest('GET', `/api/consultants?search=${TOKEN}%20python&language=de`)
    expect((withFilter.json as Page).consultants.map((card) => card.firstName)).toEqual(['Anna'])
  })

  it('counts every match and pages through them under every filter and sort', async () => {
    for (const query of ['sort=price-asc', 'language=en&sort=experience', 'sort=next-available']) {
      const all = await names(query)
      const first = await list(`${query}&limit=2&page=1`)
      const second = await list(`${query}&limit=2&page=2`)
      expect(first.page).toMatchObject({ page: 1, totalDocs: all.length, totalPages: Math.ceil(all.length / 2) })
      expect(second.page).toMatchObject({ page: 2, totalDocs: all.length })
      expect([...first.page.consultants, ...second.page.consultants].map((card) => card.firstName)).toEqual(all)
      expect((await list(`${query}&limit=2&page=9`)).page).toMatchObject({ consultants: [], totalDocs: all.length })
    }
  })

  it('follows a change of languages or price at once', async () => {
    await payload.update({
      collection: 'consultant-profiles',
      id: consultants.Dora!.profileId,
      data: { languages: ['en', 'de'], pricing30Min: 2500 },
    })
    expect(await sorted('language=de&maxPrice=30')).toEqual(['Bernd', 'Dora'])
    await payload.update({
      collection: 'consultant-profiles',
      id: consultants.Dora!.profileId,
      data: { languages: ['en'], pricing30Min: null },
    })
    expect(await sorted('language=de')).toEqual(['Anna', 'Bernd'])
  })
})

describe('GET /api/consultants: free slots', () => {
  it('a booking and new availability move a consultant out of and into the next 7 days', async () => {
    const path = 'availableWithin7Days=true'
    const before = await list(path)
    expect(before.page.consultants.map((card) => card.firstName).sort()).toEqual(['Anna', 'Bernd'])
    const etag = before.headers.get('etag')!
    expect((await revalidate(path, etag)).status).toBe(304)

    // Anna's only slot is taken: she has nothing free in the next 7 days any more.
    const annaSlot = instantOf(daysFromToday(2, LONDON), '10:00', LONDON)
    const held = await bookSession(payload, consultants.Anna!.user.id, annaSlot, 30, 'HELD')
    const taken = await revalidate(path, etag)
    expect(taken.status).toBe(200)
    expect(taken.headers.get('etag')).not.toBe(etag)
    expect((taken.json as Page).consultants.map((card) => card.firstName)).toEqual(['Bernd'])
    expect(await names('sort=next-available')).toEqual(['Bernd', 'Dora', 'Anna', 'Carla'])

    // Its hold released, the slot is free again.
    await payload.update({ collection: 'consultations', id: held.id, data: { status: 'HOLD_EXPIRED' } })
    expect(await sorted(path)).toEqual(['Anna', 'Bernd'])

    // Dora adds a slot in 3 days: she moves in, and ahead of Bernd in the next-available order.
    await offerDays(consultants.Dora!, LONDON, { [daysFromToday(3, LONDON)]: ['08:00'] })
    expect(await sorted(path)).toEqual(['Anna', 'Bernd', 'Dora'])
    expect(await names('sort=next-available')).toEqual(['Anna', 'Dora', 'Bernd', 'Carla'])
  })

  it('a broken availability row offers nothing instead of failing the list', async () => {
    await execute(
      payload,
      sql`update availabilities set timezone = 'Mars/Olympus', overrides = '{"x": 1}', weekly = '{"MON": "09:00"}'
        where consultant_id = ${consultants.Dora!.user.id}`,
    )
    expect(await sorted('availableWithin7Days=true')).toEqual(['Anna', 'Bernd'])
    expect(await names('sort=next-available')).toEqual(['Anna', 'Bernd', 'Dora', 'Carla'])
  })
})

describe('GET /api/consultants: HTTP caching', () => {
  it('answers 304 while nothing changed, and another ETag for another filter or sort', async () => {
    const etags = new Set<string>()
    for (const query of [
      'sort=price-asc',
      'sort=price-desc',
      'language=de',
      'minPrice=10',
      'availableWithin7Days=true',
    ]) {
      const first = await list(query)
      const etag = first.headers.get('etag')!
      expect((await revalidate(query, etag)).status).toBe(304)
      etags.add(etag)
    }
    expect(etags.size).toBe(5)
  })

  it('a list that does not show free slots keeps its ETag while sessions are booked', async () => {
    const first = await list('sort=price-asc')
    const slot = instantOf(daysFromToday(5, LONDON), '09:30', LONDON)
    await bookSession(payload, consultants.Bernd!.user.id, slot, 30, 'HELD')
    expect((await revalidate('sort=price-asc', first.headers.get('etag')!)).status).toBe(304)
  })
})
