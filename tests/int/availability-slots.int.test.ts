import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  addAvailability,
  bookSession,
  daysFromToday,
  freeSlots,
  instantOf,
  localDate,
  offerDays,
  publishedConsultant,
} from '../helpers/availability'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'

const BERLIN = 'Europe/Berlin'
const MORNING = ['09:00', '09:30', '10:00', '10:30', '11:00']

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

async function berlinDay(day: string, query: Record<string, string> = {}, consultantId: number) {
  const { json } = await freeSlots(consultantId, { startDay: day, endDay: day, userTimezone: BERLIN, ...query })
  return (json.days as Record<string, string[]>)[day]
}

describe('free start times', () => {
  it('leaves out held, pending and confirmed sessions, and offers a cancelled one again', async () => {
    const consultant = await publishedConsultant(payload)
    const day = daysFromToday(4, BERLIN)
    await offerDays(consultant, BERLIN, { [day]: MORNING })
    const at = (time: string) => instantOf(day, time, BERLIN)
    const held = await bookSession(payload, consultant.user.id, at('09:00'), 30, 'HELD')
    await bookSession(payload, consultant.user.id, at('10:00'), 60, 'UPCOMING_CONFIRMED')
    expect(await berlinDay(day, {}, consultant.user.id)).toEqual(['09:30', '11:00'])

    await payload.update({ collection: 'consultations', id: held.id, data: { status: 'PAST_REQ_CANCELLED_BY_USER' } })
    expect(await berlinDay(day, {}, consultant.user.id)).toEqual(['09:00', '09:30', '11:00'])
  })

  it('offers a 60-minute session only where two slots in a row are free', async () => {
    const consultant = await publishedConsultant(payload)
    const day = daysFromToday(5, BERLIN)
    await offerDays(consultant, BERLIN, { [day]: [...MORNING, '14:00'] })
    await bookSession(payload, consultant.user.id, instantOf(day, '10:30', BERLIN), 30, 'UPCOMING_PENDING')
    expect(await berlinDay(day, { sessionType: '60MINUTES' }, consultant.user.id)).toEqual(['09:00', '09:30'])
    expect(await berlinDay(day, { sessionType: '30MINUTES' }, consultant.user.id)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '11:00',
      '14:00',
    ])
  })

  it('starts on tomorrow in the viewer zone, whatever the date is in UTC', async () => {
    const consultant = await publishedConsultant(payload, 'UTC')
    const allDay = Array.from(
      { length: 48 },
      (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
    )
    const weekly = Object.fromEntries(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'].map((d) => [d, allDay]))
    await addAvailability(consultant.token, {
      consultantId: consultant.user.id,
      availability: { timezone: 'UTC', weekly, days: {} },
    })
    for (const zone of ['Pacific/Kiritimati', 'America/New_York', 'Asia/Kolkata']) {
      const [today, tomorrow] = [daysFromToday(0, zone), daysFromToday(1, zone)]
      const { json } = await freeSlots(consultant.shortId, {
        startDay: daysFromToday(-1, zone),
        endDay: tomorrow,
        userTimezone: zone,
      })
      const days = json.days as Record<string, string[]>
      expect(days[daysFromToday(-1, zone)]).toEqual([])
      expect(days[today]).toEqual([])
      expect(days[tomorrow]).toHaveLength(48)
    }
  })
})

describe('GET /api/availability/next/{consultantId}', () => {
  it('names the first free slot in the request language and the viewer zone', async () => {
    const consultant = await publishedConsultant(payload)
    const day = daysFromToday(9, BERLIN)
    await offerDays(consultant, BERLIN, { [day]: ['14:30'] })
    const slot = instantOf(day, '14:30', BERLIN)
    const date = new Date(`${day}T00:00:00Z`)
    const name = (locale: string, options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date)
    const path = `/api/availability/next/${consultant.user.id}?userTimezone=${BERLIN}`

    const english = await rest('GET', path, { headers: { 'accept-language': 'en' } })
    expect(english.json).toEqual({
      nextAvailabilityMessage: `Next available: ${name('en', { weekday: 'long' })}, ${date.getUTCDate()} ${name('en', { month: 'long' })} at 14:30`,
      nextSlot: slot.toISOString(),
    })
    const german = await rest('GET', path, { headers: { cookie: 'NEXT_LOCALE=de' } })
    expect(german.json.nextAvailabilityMessage).toBe(
      `Nächster freier Termin: ${name('de', { weekday: 'long' })}, ${date.getUTCDate()}. ${name('de', { month: 'long' })} um 14:30`,
    )
    // In Kolkata the same instant is 19:00 (or 18:00 in Berlin's summer) on the same day.
    const kolkata = await rest('GET', `/api/availability/next/${consultant.shortId}?userTimezone=Asia/Kolkata`)
    expect(kolkata.json.nextSlot).toBe(slot.toISOString())
    expect(localDate(slot, 'Asia/Kolkata')).toBe(day)

    const idle = await publishedConsultant(payload)
    const none = await rest('GET', `/api/availability/next/${idle.user.id}`, { headers: { 'accept-language': 'de' } })
    expect(none.json).toEqual({
      nextAvailabilityMessage: 'Keine freien Termine in den nächsten 14 Tagen',
      nextSlot: null,
    })
    expect((await rest('GET', '/api/availability/next/nobody')).status).toBe(404)
  })
})

describe('POST /api/availability/check', () => {
  it('reports the slots that cannot be booked now', async () => {
    const consultant = await publishedConsultant(payload)
    const day = daysFromToday(6, BERLIN)
    await offerDays(consultant, BERLIN, { [day]: MORNING })
    const at = (time: string) => instantOf(day, time, BERLIN).toISOString()
    await bookSession(payload, consultant.user.id, new Date(at('10:00')), 30)
    const check = (body: Record<string, unknown>) =>
      rest('POST', '/api/availability/check', { body: { consultantId: consultant.user.id, ...body } })

    expect((await check({ slots: [at('09:00'), at('10:30')] })).json).toEqual({ available: true, unavailableSlots: [] })
    const mixed = await check({ slots: [at('09:00'), at('10:00'), at('12:00'), at('09:15')] })
    expect(mixed.json).toEqual({ available: false, unavailableSlots: [at('10:00'), at('12:00'), at('09:15')] })
    const sixty = await check({ slots: [at('09:00'), at('09:30'), at('11:00')], sessionType: '60MINUTES' })
    expect(sixty.json.unavailableSlots).toEqual([at('09:30'), at('11:00')])
    const tooEarly = instantOf(daysFromToday(0, BERLIN), '23:30', BERLIN).toISOString()
    expect((await check({ slots: [tooEarly] })).json.unavailableSlots).toEqual([tooEarly])

    const bad = await check({ slots: ['soon'] })
    expect(bad.status).toBe(400)
    expect(bad.json.errors).toEqual([{ path: 'slots.0', message: 'This is not a valid start time.' }])
    expect((await check({ slots: [] })).status).toBe(400)
    const unknown = await rest('POST', '/api/availability/check', {
      body: { consultantId: 'nobody', slots: [at('09:00')] },
    })
    expect(unknown.status).toBe(404)
  })
})
