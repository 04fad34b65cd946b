import ICAL from 'ical.js'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, sessionHeaders, storedConsultation, tokenFor } from '../helpers/factories'
import { rest } from '../helpers/http'
import { expireRateLimit, useUpRateLimit } from '../helpers/rateLimits'
import { testPayload } from '../helpers/payload'
import { RATE_LIMITS } from '@/domain/rateLimit'
import type { Consultation, User } from '@/payload-types'

let payload: Payload
let ada: User
let baerbel: User
let mia: User
let tokens: Record<'ada' | 'baerbel' | 'mia', string>

const DAY = 24 * 60 * 60 * 1000
const HOUR = 60 * 60 * 1000
/** On the hour, as every session starts on the half-hour grid. */
const daysFromNow = (days: number) => new Date(Math.floor(Date.now() / HOUR) * HOUR + days * DAY)
const feedPathOf = (url: string) => new URL(url).pathname

/** The caller's feed address through GET /api/account/calendar-feed. */
async function feedUrl(token: string): Promise<string> {
  const answer = await rest('GET', '/api/account/calendar-feed', { token })
  expect(answer.status).toBe(200)
  return answer.json.url as string
}

/** The feed at `url`, its events read by an independent iCalendar parser. */
async function fetchFeed(url: string) {
  const answer = await rest('GET', feedPathOf(url))
  expect(answer.status).toBe(200)
  const calendar = new ICAL.Component(ICAL.parse(answer.text))
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent)
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      startIsUtc: event.startDate.zone?.tzid === 'UTC',
      sequence: event.sequence,
      status: vevent.getFirstPropertyValue('status'),
    }
  })
  return { answer, name: calendar.getFirstPropertyValue('x-wr-calname'), events }
}

const uidOf = (consultation: Consultation) => `consultation-${consultation.id}@localhost:3000`
const eventOf = (feed: Awaited<ReturnType<typeof fetchFeed>>, consultation: Consultation) =>
  feed.events.find((event) => event.uid === uidOf(consultation))

let confirmed: Consultation
let withdrawn: Consultation
let baerbelsRequest: Consultation
let lastMonth: Consultation
let twoMonthsAgo: Consultation

beforeAll(async () => {
  payload = await testPayload()
  ada = await createUser(payload, { firstName: 'Ada', lastName: 'Lovelace', locale: 'en' })
  baerbel = await createUser(payload, { firstName: 'Bärbel', lastName: 'Schröder', locale: 'de' })
  mia = await createUser(payload, { role: 'CONSULTANT', firstName: 'Mia', lastName: 'Schmidt', locale: 'en' })
  tokens = {
    ada: await tokenFor(payload, ada),
    baerbel: await tokenFor(payload, baerbel),
    mia: await tokenFor(payload, mia),
  }
  const session = (consultee: User, status: Consultation['status'], startsAt: Date) =>
    storedConsultation(payload, { consultee, consultant: mia, status, startsAt, minutes: 60 })
  confirmed = await session(ada, 'UPCOMING_CONFIRMED', daysFromNow(7))
  withdrawn = await session(ada, 'UPCOMING_PENDING', daysFromNow(8))
  // Withdrawing the request calls the session off, which counts its calendar sequence up.
  withdrawn = await payload.update({
    collection: 'consultations',
    id: withdrawn.id,
    data: { status: 'PAST_REQ_CANCELLED_BY_USER' },
  })
  baerbelsRequest = await session(baerbel, 'UPCOMING_PENDING', daysFromNow(9))
  lastMonth = await session(ada, 'PAST_COMPLETED_WITH_TIMEOUT', daysFromNow(-20))
  twoMonthsAgo = await session(ada, 'PAST_COMPLETED_WITH_TIMEOUT', daysFromNow(-45))
})

describe('the calendar feed', () => {
  it("lists the consultee's own sessions of the past 30 days and after, parsed by an iCalendar parser", async () => {
    const feed = await fetchFeed(await feedUrl(tokens.ada))
    expect(feed.answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(feed.answer.headers.get('cache-control')).toBe('private, no-store')
    expect(feed.name).toBe('CareerBridge sessions')
    expect(feed.events.map((event) => event.uid).sort()).toEqual([lastMonth, confirmed, withdrawn].map(uidOf).sort())
    expect(eventOf(feed, confirmed)).toEqual({
      uid: uidOf(confirmed),
      summary: 'CareerBridge session with Mia Schmidt',
      start: new Date(confirmed.startsAt).toISOString(),
      startIsUtc: true,
      sequence: 0,
      status: 'CONFIRMED',
    })
    expect(eventOf(feed, twoMonthsAgo)).toBeUndefined()
    expect(eventOf(feed, baerbelsRequest)).toBeUndefined()
  })

  it('keeps a called-off session, CANCELLED with a higher sequence', async () => {
    const feed = await fetchFeed(await feedUrl(tokens.ada))
    expect(withdrawn.calendarSequence).toBe(1)
    expect(eventOf(feed, withdrawn)).toMatchObject({ status: 'CANCELLED', sequence: 1 })
  })

  it("lists the consultant's sessions with each consultee, and a German consultee's in German", async () => {
    const consultant = await fetchFeed(await feedUrl(tokens.mia))
    expect(consultant.events.map((event) => event.uid).sort()).toEqual(
      [lastMonth, confirmed, withdrawn, baerbelsRequest].map(uidOf).sort(),
    )
    expect(eventOf(consultant, baerbelsRequest)).toMatchObject({
      summary: 'CareerBridge session with Bärbel Schröder',
      status: 'TENTATIVE',
    })
    const german = await fetchFeed(await feedUrl(tokens.baerbel))
    expect(german.name).toBe('CareerBridge-Sitzungen')
    expect(german.events).toEqual([
      {
        uid: uidOf(baerbelsRequest),
        summary: 'CareerBridge-Sitzung mit Mia Schmidt',
        start: new Date(baerbelsRequest.startsAt).toISOString(),
        startIsUtc: true,
        sequence: 0,
        status: 'TENTATIVE',
      },
    ])
  })

  it('keeps the UIDs from one fetch to the next', async () => {
    const url = await feedUrl(tokens.ada)
    const uids = async () => (await fetchFeed(url)).events.map((event) => event.uid)
    expect(await uids()).toEqual(await uids())
  })
})

describe('the feed address', () => {
  it('is the same until it is regenerated, then the old one answers 404 and the new one the feed', async () => {
    const user = await createUser(payload, { firstName: 'Grace', lastName: 'Hopper' })
    const token = await tokenFor(payload, user)
    const old = await feedUrl(token)
    expect(old).toMatch(new RegExp(`^http://localhost:3000/api/calendar-feed/${user.id}/[A-Za-z0-9_-]{43}\\.ics$`))
    expect(await feedUrl(token)).toBe(old)
    const regenerated = await rest('POST', '/api/account/calendar-feed/regenerate', { token })
    expect(regenerated.status).toBe(200)
    const fresh = regenerated.json.url as string
    expect(fresh).not.toBe(old)
    expect(await feedUrl(token)).toBe(fresh)
    expect((await rest('GET', feedPathOf(old))).status).toBe(404)
    expect((await rest('GET', feedPathOf(fresh))).status).toBe(200)
  })

  it('answers a wrong token, another account token and an address that is no feed as an unknown address', async () => {
    // What the site answers for any address it does not have (src/server/http/requestGuard.ts).
    const unknown = { code: 'NOT_FOUND', message: 'This address does not exist.' }
    const url = await feedUrl(tokens.ada)
    const token = url.split('/').at(-1)!.replace('.ics', '')
    const baerbels = (await feedUrl(tokens.baerbel)).split('/').at(-1)!
    const wrongs = [
      `/api/calendar-feed/${ada.id}/${'A'.repeat(43)}.ics`,
      `/api/calendar-feed/${ada.id}/${baerbels}`,
      `/api/calendar-feed/${ada.id}/${token}`,
      `/api/calendar-feed/${ada.id}/${token.slice(1)}.ics`,
      `/api/calendar-feed/999999999/${token}.ics`,
      `/api/calendar-feed/0${ada.id}/${token}.ics`,
    ]
    for (const path of wrongs) {
      const answer = await rest('GET', path)
      expect([path, answer.status, answer.json]).toEqual([path, 404, unknown])
    }
  })

  it('answers 404 once the account is deleted', async () => {
    const user = await createUser(payload)
    const url = await feedUrl(await tokenFor(payload, user))
    expect((await rest('GET', feedPathOf(url))).status).toBe(200)
    await payload.update({ collection: 'users', id: user.id, data: { deletedAt: new Date().toISOString() } })
    expect((await rest('GET', feedPathOf(url))).status).toBe(404)
  })

  it('answers 429 after 60 fetches an hour with the right token; wrong tokens count nothing', async () => {
    const user = await createUser(payload)
    const url = await feedUrl(await tokenFor(payload, user))
    const rule = RATE_LIMITS.calendarFeedPerAccount
    await useUpRateLimit(payload, rule, user.id, rule.limit - 1)
    expect((await rest('GET', `/api/calendar-feed/${user.id}/${'A'.repeat(43)}.ics`)).status).toBe(404)
    expect((await rest('GET', feedPathOf(url))).status).toBe(200)
    const refused = await rest('GET', feedPathOf(url))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    await expireRateLimit(payload, rule, user.id)
    expect((await rest('GET', feedPathOf(url))).status).toBe(200)
  })

  it('makes at most ten new addresses an hour per account; the address stays as it was when refused', async () => {
    const user = await createUser(payload)
    const token = await tokenFor(payload, user)
    const rule = RATE_LIMITS.calendarFeedRegeneratePerAccount
    await useUpRateLimit(payload, rule, user.id, rule.limit - 1)
    const last = await rest('POST', '/api/account/calendar-feed/regenerate', { token })
    expect(last.status).toBe(200)
    const refused = await rest('POST', '/api/account/calendar-feed/regenerate', { token })
    expect(refused.status).toBe(429)
    expect(refused.json).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.any(String) })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await feedUrl(token)).toBe(last.json.url)
    expect((await rest('GET', feedPathOf(last.json.url as string))).status).toBe(200)
    // Another account is not held back.
    const other = await tokenFor(payload, await createUser(payload))
    expect((await rest('POST', '/api/account/calendar-feed/regenerate', { token: other })).status).toBe(200)
  })

  it('is given to signed-in consultees and consultants only', async () => {
    expect((await rest('GET', '/api/account/calendar-feed')).status).toBe(401)
    expect((await rest('POST', '/api/account/calendar-feed/regenerate')).status).toBe(401)
    const admin = await tokenFor(payload, await createUser(payload, { role: 'ADMIN' }))
    expect((await rest('GET', '/api/account/calendar-feed', { token: admin })).status).toBe(403)
    expect((await rest('POST', '/api/account/calendar-feed/regenerate', { token: admin })).status).toBe(403)
  })

  it('is not regenerated by a cookie sent from another site', async () => {
    const user = await createUser(payload)
    const before = await feedUrl(await tokenFor(payload, user))
    const { cookie } = await sessionHeaders(user)
    const foreign = await rest('POST', '/api/account/calendar-feed/regenerate', {
      headers: { cookie },
      origin: 'https://evil.example',
    })
    expect(foreign.status).toBe(401)
    const own = await rest('POST', '/api/account/calendar-feed/regenerate', { headers: { cookie } })
    expect(own.status).toBe(200)
    expect(own.json.url).not.toBe(before)
  })

  it('rests on a generation nobody reads or writes through the API', async () => {
    const user = await createUser(payload)
    const token = await tokenFor(payload, user)
    const before = await feedUrl(token)
    const patched = await rest('PATCH', `/api/users/${user.id}`, { token, body: { calendarFeedGeneration: 7 } })
    expect(patched.json.doc).not.toHaveProperty('calendarFeedGeneration')
    expect((await rest('GET', `/api/users/${user.id}`, { token })).json).not.toHaveProperty('calendarFeedGeneration')
    expect(await feedUrl(token)).toBe(before)
  })
})
