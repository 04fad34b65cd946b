import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { BOOKING_CONSENTS, bookableConsultant, slotAt } from '../helpers/booking'
import { createUser, tokenFor } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { addDays, localDateOf } from '@/domain/scheduling'
import type { User } from '@/payload-types'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const NO_RULES = {
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeHours: 0,
  maxSessionsPerDay: null,
  maxSessionsPerWeek: null,
}

async function consultantWithToken() {
  const consultant = await bookableConsultant(payload)
  return { consultant, token: await tokenFor(payload, consultant) }
}

const consulteeToken = async () =>
  tokenFor(payload, await createUser(payload, { role: 'USER', profileStatus: 'ACTIVE' }))

const setRules = (consultant: User, token: string, rules: Record<string, unknown>, language = 'en') =>
  rest('POST', '/api/availability/rules', {
    token,
    body: { consultantId: consultant.id, rules: { ...NO_RULES, ...rules } },
    headers: { 'accept-language': language },
  })

const book = async (consultant: User, selectedSlot: string, sessionType = '30MINUTES') =>
  rest('POST', '/api/consultations/create', {
    token: await consulteeToken(),
    body: { consultantId: consultant.id, sessionType, selectedSlot, billingCountry: 'DE', consents: BOOKING_CONSENTS },
  })

const dayAhead = (days: number) => addDays(localDateOf(new Date(), 'Europe/Berlin'), days)

async function freeTimes(consultant: User, days: number) {
  const day = dayAhead(days)
  const answer = await rest(
    'GET',
    `/api/availability/${consultant.id}?startDay=${day}&endDay=${day}&userTimezone=Europe/Berlin`,
  )
  return (answer.json.days as Record<string, string[]>)[day]
}

describe('buffers, notice and limits', () => {
  it('keeps the buffer after a session free, for the slot list and for the booking', async () => {
    const { consultant, token } = await consultantWithToken()
    const saved = await setRules(consultant, token, { bufferAfterMinutes: 30 })
    expect(saved.status).toBe(200)
    expect(saved.json.rules).toEqual({ ...NO_RULES, bufferAfterMinutes: 30 })
    expect((await book(consultant, slotAt(7, '09:00'))).status).toBe(201)
    expect(await freeTimes(consultant, 7)).toEqual(['10:00', '10:30', '11:00', '11:30'])
    const tooClose = await book(consultant, slotAt(7, '09:30'))
    expect(tooClose.status).toBe(409)
    expect(tooClose.json).toMatchObject({ code: 'SLOT_TAKEN' })
    expect((await book(consultant, slotAt(7, '10:00'))).status).toBe(201)
  })

  it('closes a day at its maximum of sessions, also when bookings race', async () => {
    const { consultant, token } = await consultantWithToken()
    await setRules(consultant, token, { maxSessionsPerDay: 1 })
    const racing = await Promise.all(['09:00', '10:00', '11:00'].map((time) => book(consultant, slotAt(8, time))))
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 409, 409])
    expect(racing.filter((answer) => answer.status === 409).map((answer) => answer.json.code)).toEqual([
      'SLOT_FULLY_BOOKED',
      'SLOT_FULLY_BOOKED',
    ])
    expect(await freeTimes(consultant, 8)).toEqual([])
    expect(await freeTimes(consultant, 9)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'])
  })

  it('offers nothing inside the minimum notice', async () => {
    const { consultant, token } = await consultantWithToken()
    await setRules(consultant, token, { minimumNoticeHours: 24 * 10 })
    expect(await freeTimes(consultant, 8)).toEqual([])
    expect((await book(consultant, slotAt(8, '09:00'))).json).toMatchObject({ code: 'SLOT_TOO_EARLY' })
    expect(await freeTimes(consultant, 12)).toHaveLength(6)
  })

  it('refuses rules out of range with field errors in the caller language, and other callers', async () => {
    const { consultant, token } = await consultantWithToken()
    const refused = await setRules(consultant, token, { bufferBeforeMinutes: 7, maxSessionsPerWeek: 0 }, 'de')
    expect(refused.status).toBe(400)
    expect(refused.json.errors).toEqual([
      { path: 'rules.bufferBeforeMinutes', message: expect.stringContaining('Puffer') },
      { path: 'rules.maxSessionsPerWeek', message: expect.stringContaining('Limit') },
    ])
    const other = await consultantWithToken()
    expect((await setRules(consultant, other.token, {})).status).toBe(403)
    expect((await setRules(consultant, await consulteeToken(), {})).status).toBe(403)
    expect((await rest('POST', '/api/availability/rules', { body: { consultantId: consultant.id } })).status).toBe(401)
  })
})

describe('time off', () => {
  const addTimeOff = (consultant: User, token: string, from: string, to: string) =>
    rest('POST', '/api/availability/time-off', { token, body: { consultantId: consultant.id, from, to } })

  it('closes a range of days in one action, lists the sessions inside it, and opens it again as one', async () => {
    const { consultant, token } = await consultantWithToken()
    const booked = await book(consultant, slotAt(7, '10:00'))
    const added = await addTimeOff(consultant, token, dayAhead(6), dayAhead(9))
    expect(added.status).toBe(200)
    const [range] = added.json.timeOff as { id: string; from: string; to: string }[]
    expect(range).toMatchObject({ from: dayAhead(6), to: dayAhead(9) })
    expect(added.json.sessionsInTimeOff).toEqual([
      expect.objectContaining({ consultationId: booked.json.consultationId, timeOffId: range!.id, status: 'HELD' }),
    ])
    for (const days of [6, 8, 9]) expect(await freeTimes(consultant, days)).toEqual([])
    expect((await book(consultant, slotAt(8, '09:00'))).json).toMatchObject({ code: 'SLOT_NOT_OFFERED' })
    const next = await rest('GET', `/api/availability/next/${consultant.id}?userTimezone=Europe/Berlin`)
    expect(next.json.nextSlot).not.toBe(slotAt(6, '09:00'))

    const removed = await rest('POST', '/api/availability/time-off/remove', {
      token,
      body: { consultantId: consultant.id, id: range!.id },
    })
    expect(removed.json).toMatchObject({ timeOff: [], sessionsInTimeOff: [] })
    expect(await freeTimes(consultant, 8)).toHaveLength(6)
  })

  it('refuses a range that has ended or runs backwards', async () => {
    const { consultant, token } = await consultantWithToken()
    const past = await addTimeOff(consultant, token, dayAhead(-5), dayAhead(-2))
    expect(past.status).toBe(400)
    expect(past.json.errors).toEqual([{ path: 'to', message: expect.stringContaining('already ended') }])
    const backwards = await addTimeOff(consultant, token, dayAhead(9), dayAhead(6))
    expect(backwards.json.errors).toEqual([{ path: 'to', message: expect.any(String) }])
  })

  it('refuses stored time off that breaks the schema, through the admin REST door too', async () => {
    const { consultant } = await consultantWithToken()
    const admin = await createUser(payload, { role: 'ADMIN', profileStatus: 'ACTIVE' })
    const { docs } = await payload.find({
      collection: 'availabilities',
      where: { consultant: { equals: consultant.id } },
    })
    const patched = await rest('PATCH', `/api/availabilities/${docs[0]!.id}`, {
      token: await tokenFor(payload, admin),
      body: { timeOff: [{ id: 'x', from: '2027-02-10', to: '2027-02-01' }], rules: { bufferAfterMinutes: 3 } },
    })
    expect(patched.status).toBe(400)
    expect(patched.text).toContain('timeOff')
    expect(patched.text).toContain('bufferAfterMinutes')
  })
})
