import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { daysFromToday, freeSlots, offerDays, publishedConsultant, type Consultant } from '../helpers/availability'
import { createUser, tokenFor } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'

const BERLIN = 'Europe/Berlin'
const PUBLIC = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/
const STRONG_ETAG = /^"[\w-]{16,}"$/

let payload: Payload
let consultant: Consultant
const TOKEN = 'Zitherplayer'

beforeAll(async () => {
  payload = await testPayload()
  consultant = await publishedConsultant(payload)
  await payload.update({
    collection: 'users',
    id: consultant.user.id,
    data: { firstName: 'Ines' },
  })
  await payload.update({
    collection: 'consultant-profiles',
    where: { user: { equals: consultant.user.id } },
    data: { tagline: `${TOKEN} for hire` },
  })
})

const get = (path: string, headers: Record<string, string> = {}, token?: string) =>
  rest('GET', path, { headers, token })

/** A first read, then the same read naming the ETag it got: 304 with the same validators and no body. */
async function revalidates(path: string) {
  const first = await get(path)
  expect(first.status).toBe(200)
  const etag = first.headers.get('etag')!
  expect(etag).toMatch(STRONG_ETAG)
  expect(first.headers.get('cache-control')).toMatch(PUBLIC)
  for (const named of [etag, `W/${etag}`, `"elsewhere", ${etag}`]) {
    const again = await get(path, { 'if-none-match': named })
    expect(again.status).toBe(304)
    expect(again.bytes.byteLength).toBe(0)
    expect(again.headers.get('etag')).toBe(etag)
    expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'))
  }
  return first
}

describe('public reads are cacheable by HTTP', () => {
  it('the consultant list: ETag per filters, 304 while unchanged, a new ETag after a change', async () => {
    const path = `/api/consultants?search=${TOKEN}`
    const first = await revalidates(path)
    const otherPage = await get(`${path}&page=2`)
    expect(otherPage.headers.get('etag')).not.toBe(first.headers.get('etag'))

    await payload.update({ collection: 'users', id: consultant.user.id, data: { firstName: 'Irma' } })
    const changed = await get(path, { 'if-none-match': first.headers.get('etag')! })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(first.headers.get('etag'))
    expect((changed.json.consultants as { firstName: string }[]).map((card) => card.firstName)).toEqual(['Irma'])
  })

  it('a public profile, by short id and by user id', async () => {
    const byShortId = await revalidates(`/api/consultants/${consultant.shortId}`)
    const byUserId = await revalidates(`/api/consultants/${consultant.user.id}`)
    expect(byShortId.json).toEqual(byUserId.json)
  })

  it("an unpublished profile is its owner's alone and kept nowhere; others get a private 404", async () => {
    const hidden = await publishedConsultant(payload)
    await payload.update({
      collection: 'consultant-profiles',
      where: { user: { equals: hidden.user.id } },
      data: { published: false },
    })
    const preview = await get(`/api/consultants/${hidden.user.id}`, {}, hidden.token)
    expect(preview.status).toBe(200)
    expect(preview.headers.get('etag')).toBeNull()
    expect(preview.headers.get('cache-control')).toBe('private, no-store')
    const anonymous = await get(`/api/consultants/${hidden.user.id}`)
    expect(anonymous.status).toBe(404)
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store')
  })

  it('free slots in a named zone: 304 while unchanged, a new ETag once the consultant changes their hours', async () => {
    const day = daysFromToday(5, BERLIN)
    const path = `/api/availability/${consultant.user.id}?${new URLSearchParams({
      startDay: day,
      endDay: day,
      userTimezone: BERLIN,
    })}`
    await offerDays(consultant, BERLIN, { [day]: ['09:00', '09:30'] })
    const first = await revalidates(path)
    await offerDays(consultant, BERLIN, { [day]: ['14:00', '14:30'] })
    const changed = await get(path, { 'if-none-match': first.headers.get('etag')! })
    expect(changed.status).toBe(200)
    expect((changed.json.days as Record<string, string[]>)[day]).toEqual(['14:00', '14:30'])
  })

  it("free slots in the signed-in viewer's own zone are theirs alone", async () => {
    const viewer = await createUser(payload, { role: 'USER', timezone: 'America/New_York' })
    const own = await get(`/api/availability/${consultant.user.id}`, {}, await tokenFor(payload, viewer))
    expect(own.status).toBe(200)
    expect(own.headers.get('etag')).toBeNull()
    expect(own.headers.get('cache-control')).toBe('private, no-store')
    expect((await freeSlots('999999999', { userTimezone: BERLIN })).headers.get('cache-control')).toBe(
      'private, no-store',
    )
  })

  it('the service catalogue, per language', async () => {
    const english = await revalidates('/api/services?locale=en')
    const german = await revalidates('/api/services?locale=de')
    expect(german.headers.get('etag')).not.toBe(english.headers.get('etag'))
  })
})

describe('signed-in reads', () => {
  it.each([
    { name: 'the signed-in user', pathOf: () => '/api/auth/me' },
    { name: 'their conversations', pathOf: () => '/api/chat/conversations' },
    { name: 'their sessions', pathOf: (id: number) => `/api/consultations/user/${id}` },
    { name: 'their payments', pathOf: (id: number) => `/api/consultations/user/payment-history/${id}` },
  ])('$name: private and kept nowhere', async ({ pathOf }) => {
    const viewer = await createUser(payload, { role: 'USER', profileStatus: 'ACTIVE' })
    const answer = await get(pathOf(viewer.id), {}, await tokenFor(payload, viewer))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect(answer.headers.get('etag')).toBeNull()
  })
})
