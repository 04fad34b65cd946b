import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  addAvailability,
  daysFromToday,
  freeSlots,
  instantOf,
  localDate,
  localTime,
  offerDays,
  publishedConsultant,
  type Consultant,
} from '../helpers/availability'
import { createUser, tokenFor } from '../helpers/factories'
import { testPayload } from '../helpers/payload'
import { ensureDemoAvailability } from '@/server/seed/availability'

const BERLIN = 'Europe/Berlin'
const EMPTY_WEEK = { MON: [], TUE: [], WED: [], THU: [], FRI: [], SAT: [], SUN: [] }

let payload: Payload
let berlin: Consultant
beforeAll(async () => {
  payload = await testPayload()
  berlin = await publishedConsultant(payload, BERLIN)
})

describe('POST /api/availability/add', () => {
  it('stores the days in the consultant zone; viewers elsewhere get the same instants in their own time', async () => {
    const day = daysFromToday(10, BERLIN)
    await offerDays(berlin, BERLIN, { [day]: ['09:00', '09:30', '23:00'] })
    const instants = ['09:00', '09:30', '23:00'].map((time) => instantOf(day, time, BERLIN))

    for (const zone of ['America/New_York', 'Asia/Kolkata', BERLIN]) {
      const { status, json, headers } = await freeSlots(berlin.user.id, {
        isPublic: 'true',
        startDay: daysFromToday(8, zone),
        endDay: daysFromToday(12, zone),
        userTimezone: zone,
      })
      expect(status).toBe(200)
      // In a zone the caller names, the answer is everyone's: shared caches may keep it briefly.
      expect(headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/)
      expect(json.timezone).toBe(zone)
      const expected: Record<string, string[]> = {}
      for (const instant of instants) (expected[localDate(instant, zone)] ??= []).push(localTime(instant, zone))
      const days = json.days as Record<string, string[]>
      expect(Object.fromEntries(Object.entries(days).filter(([, times]) => times.length > 0))).toEqual(expected)
    }
    // 23:00 in Berlin is already the next morning in Kolkata.
    expect(localDate(instants[2]!, 'Asia/Kolkata')).not.toBe(day)
  })

  it('answers the stored availability, replaces the weekly hours, keeps one row and drops past dates', async () => {
    const consultant = await publishedConsultant(payload, null)
    const zone = 'Asia/Kolkata'
    const everyDay = ['09:00', '08:30', '09:00']
    const weekly = Object.fromEntries(Object.keys(EMPTY_WEEK).map((day) => [day, everyDay]))
    const [dayOff, asUsual, past] = [daysFromToday(5, zone), daysFromToday(6, zone), daysFromToday(-3, zone)]
    const first = await addAvailability(consultant.token, {
      consultantId: String(consultant.user.id),
      availability: {
        timezone: zone,
        weekly,
        days: { [dayOff]: [], [asUsual]: ['08:30', '09:00'], [past]: ['10:00'] },
      },
    })
    expect(first.status).toBe(200)
    const normalized = Object.fromEntries(Object.keys(EMPTY_WEEK).map((day) => [day, ['08:30', '09:00']]))
    // The day that says the same as the new weekly hours is no exception to them; the past one is gone.
    expect(first.json).toEqual({
      consultantId: consultant.user.id,
      availability: { timezone: zone, weekly: normalized, days: { [dayOff]: [] } },
    })
    const later = daysFromToday(7, zone)
    const second = await addAvailability(consultant.token, {
      consultantId: consultant.user.id,
      availability: { timezone: zone, days: { [later]: ['12:00'] } },
    })
    expect(second.json.availability).toEqual({
      timezone: zone,
      weekly: normalized,
      days: { [dayOff]: [], [later]: ['12:00'] },
    })
    const rows = await payload.find({
      collection: 'availabilities',
      where: { consultant: { equals: consultant.user.id } },
    })
    expect(rows.totalDocs).toBe(1)
    const { json } = await freeSlots(consultant.user.id, { startDay: dayOff, endDay: later, userTimezone: zone })
    expect(json.days).toEqual({ [dayOff]: [], [asUsual]: ['08:30', '09:00'], [later]: ['12:00'] })
  })

  it('refuses anyone but the approved consultant themselves', async () => {
    const body = { consultantId: berlin.user.id, availability: { timezone: BERLIN, days: {} } }
    const other = await publishedConsultant(payload)
    const consultee = await createUser(payload, { role: 'USER', profileStatus: 'ACTIVE' })
    const applicant = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'STEP2' })
    expect((await addAvailability(other.token, body)).status).toBe(403)
    expect((await addAvailability(await tokenFor(payload, consultee), body)).status).toBe(403)
    expect(
      (await addAvailability(await tokenFor(payload, applicant), { ...body, consultantId: applicant.id })).status,
    ).toBe(403)
    const anonymous = await addAvailability(undefined, body)
    expect(anonymous.status).toBe(401)
    expect(anonymous.json.message).toBe('You are not authenticated, please login and try again.')
  })

  it('answers 400 with translated field errors for bad input', async () => {
    const bad = await addAvailability(berlin.token, {
      consultantId: berlin.user.id,
      availability: {
        timezone: 'Asia/Kathmandu',
        days: { '2026-02-30': ['09:00'], [daysFromToday(3, BERLIN)]: ['09:15'] },
      },
    })
    expect(bad.status).toBe(400)
    const errors = bad.json.errors as { path: string; message: string }[]
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: 'availability.timezone', message: expect.stringMatching(/time zone cannot be used/) },
        { path: expect.stringMatching(/^availability\.days/), message: expect.stringMatching(/not a valid date/) },
        { path: expect.stringMatching(/^availability\.days\./), message: expect.stringMatching(/full or half hour/) },
      ]),
    )
    const german = await addAvailability(
      berlin.token,
      { consultantId: berlin.user.id, availability: { days: {} } },
      { 'accept-language': 'de-DE' },
    )
    expect(german.json.errors).toEqual([{ path: 'availability.timezone', message: 'Bitte wähle eine Zeitzone.' }])
    const missing = await addAvailability(berlin.token, { consultantId: berlin.user.id })
    expect(missing.json.errors).toEqual([{ path: 'availability', message: expect.stringMatching(/missing/) }])
    expect((await addAvailability(berlin.token, { consultantId: 'me' })).status).toBe(400)
    const stored = await payload.find({
      collection: 'availabilities',
      where: { consultant: { equals: berlin.user.id } },
    })
    expect(Object.keys((stored.docs[0]?.overrides ?? {}) as object)).not.toContain('2026-02-30')
  })
})

describe('GET /api/availability/{consultantId}', () => {
  it('takes a consultantShortId, answers 404 for unknown or unpublished consultants and 400 for bad days', async () => {
    const query = { startDay: daysFromToday(1, BERLIN), endDay: daysFromToday(7, BERLIN), userTimezone: BERLIN }
    expect((await freeSlots(berlin.shortId, query)).status).toBe(200)
    const hidden = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'ACTIVE' })
    await payload.create({ collection: 'consultant-profiles', data: { user: hidden.id, published: false } })
    const consultee = await createUser(payload, { role: 'USER', profileStatus: 'ACTIVE' })
    for (const id of [hidden.id, consultee.id, 99999999, 'nobody'])
      expect((await freeSlots(id, query)).status).toBe(404)

    const tooLong = await freeSlots(berlin.user.id, { ...query, endDay: daysFromToday(70, BERLIN) })
    expect(tooLong.status).toBe(400)
    expect(tooLong.json.errors).toEqual([{ path: 'endDay', message: 'At most 62 days can be requested at once.' }])
    const backwards = await freeSlots(berlin.user.id, { ...query, endDay: daysFromToday(0, BERLIN) })
    expect(backwards.json.errors).toEqual([{ path: 'endDay', message: expect.stringMatching(/before the first/) }])
    const badDay = await freeSlots(berlin.user.id, { ...query, startDay: '2026-13-01' })
    expect(badDay.status).toBe(400)
    expect(badDay.json.errors).toEqual([{ path: 'startDay', message: expect.stringMatching(/not a valid date/) }])
  })
})

describe('demo availability', () => {
  it('gives a seeded consultant weekly hours once and leaves later edits alone', async () => {
    const consultant = await publishedConsultant(payload, 'America/New_York')
    expect(await ensureDemoAvailability(payload, consultant.user.id, 'America/New_York', 0)).toBe(true)
    expect(await ensureDemoAvailability(payload, consultant.user.id, 'America/New_York', 0)).toBe(false)
    const { docs } = await payload.find({
      collection: 'availabilities',
      where: { consultant: { equals: consultant.user.id } },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      timezone: 'America/New_York',
      weekly: { MON: expect.arrayContaining(['09:00', '16:30']), SUN: [] },
    })
  })
})
