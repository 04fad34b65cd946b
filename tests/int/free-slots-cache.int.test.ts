import pg from 'pg'
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addAvailability, freeSlots, instantOf } from '../helpers/availability'
import { bookableConsultant, slotAt } from '../helpers/booking'
import { createUser, tokenFor } from '../helpers/factories'
import { testPayload } from '../helpers/payload'
import { act, requestSession } from '../helpers/sessions'
import { execute, sql } from '../helpers/sql'
import type { User } from '@/payload-types'
import { addDays, localDateOf } from '@/domain/scheduling'
import { freeStartsCacheStats, freeStartsRead } from '@/server/availability/cachedFreeStarts'
import { releaseHold } from '@/server/booking/releaseHold'
import { getPaymentProvider } from '@/server/payments'

const BERLIN = 'Europe/Berlin'
const MORNING = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']
// The day the booking helpers book on (slotAt(7, …)), in the zone they book in.
const DAY = addDays(localDateOf(new Date(), BERLIN), 7)

// Another app instance writing to the same database: its own connection, no hooks of this process.
let otherInstance: pg.Client
let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
  otherInstance = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await otherInstance.connect()
})
afterAll(async () => {
  await otherInstance.end()
})

async function times(consultant: User): Promise<string[] | 'not found'> {
  const { status, json } = await freeSlots(consultant.id, { startDay: DAY, endDay: DAY, userTimezone: BERLIN })
  if (status === 404) return 'not found'
  expect(status).toBe(200)
  return (json.days as Record<string, string[]>)[DAY]!
}

/** Reads the day twice and checks that the second answer came from memory, so that the next read would too. */
async function primed(consultant: User): Promise<string[] | 'not found'> {
  const first = await times(consultant)
  const hits = freeStartsCacheStats().hits
  expect(await times(consultant)).toEqual(first)
  expect(freeStartsCacheStats().hits).toBe(hits + 1)
  return first
}

const slotVersion = async (consultant: User) => {
  const [row] = await execute<{ version: string }>(
    payload,
    sql`select coalesce((select version from consultant_search.slot_versions where consultant_id = ${consultant.id}), 0) as version`,
  )
  return Number(row!.version)
}

async function consulteeToken() {
  return tokenFor(payload, await newConsultee())
}
const newConsultee = () => createUser(payload, { role: 'USER', timezone: BERLIN })

describe('free start times kept in memory per consultant', () => {
  it('are answered from memory while nothing of the consultant changed', async () => {
    const consultant = await bookableConsultant(payload)
    expect(await primed(consultant)).toEqual(MORNING)
  })

  it('leave out a slot booked through the API at the very next read', async () => {
    const consultant = await bookableConsultant(payload)
    expect(await primed(consultant)).toEqual(MORNING)
    await requestSession(payload, { consultant, token: await consulteeToken(), pay: false })
    expect(await times(consultant)).toEqual(['10:00', '10:30', '11:00', '11:30'])
  })

  it('offer a cancelled session again at the very next read', async () => {
    const consultant = await bookableConsultant(payload)
    const consultee = await newConsultee()
    const token = await tokenFor(payload, consultee)
    const id = await requestSession(payload, { consultant, token })
    expect(await primed(consultant)).toEqual(['10:00', '10:30', '11:00', '11:30'])
    expect((await act('user/cancel', token, { consultationId: id, userId: consultee.id })).status).toBe(200)
    expect(await times(consultant)).toEqual(MORNING)
  })

  it('offer a slot again once its expired hold is released', async () => {
    const consultant = await bookableConsultant(payload)
    const id = await requestSession(payload, { consultant, token: await consulteeToken(), pay: false })
    expect(await primed(consultant)).toEqual(['10:00', '10:30', '11:00', '11:30'])
    const later = new Date(Date.now() + 16 * 60_000)
    expect(await releaseHold(payload, getPaymentProvider(payload), id, later)).toBe(true)
    expect(await times(consultant)).toEqual(MORNING)
  })

  it('show an availability saved through the API at the very next read', async () => {
    const consultant = await bookableConsultant(payload)
    expect(await primed(consultant)).toEqual(MORNING)
    const saved = await addAvailability(await tokenFor(payload, consultant), {
      consultantId: consultant.id,
      availability: { timezone: BERLIN, days: { [DAY]: ['14:00'] } },
    })
    expect(saved.status).toBe(200)
    expect(await times(consultant)).toEqual(['14:00'])
  })

  it('show changes committed by another instance at the very next read', async () => {
    const consultant = await bookableConsultant(payload)
    const consultee = await createUser(payload, { role: 'USER' })
    const session = await payload.create({
      collection: 'consultations',
      data: {
        consultant: consultant.id,
        user: consultee.id,
        status: 'PAST_REQ_CANCELLED_BY_USER',
        sessionType: '30MINUTES',
        startsAt: slotAt(7, '10:00'),
        endsAt: slotAt(7, '10:30'),
        consulteeTimezone: BERLIN,
      },
    })
    expect(await primed(consultant)).toEqual(MORNING)
    await otherInstance.query(`update consultations set status = 'UPCOMING_CONFIRMED' where id = $1`, [session.id])
    expect(await primed(consultant)).toEqual(['09:00', '09:30', '10:30', '11:00', '11:30'])
    await otherInstance.query(
      `update consultations set starts_at = starts_at + interval '1 hour',
      ends_at = ends_at + interval '1 hour' where id = $1`,
      [session.id],
    )
    expect(await primed(consultant)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:30'])
    await otherInstance.query(`delete from consultations where id = $1`, [session.id])
    expect(await primed(consultant)).toEqual(MORNING)
    await otherInstance.query(`update availabilities set overrides = $1 where consultant_id = $2`, [
      JSON.stringify({ [DAY]: ['16:00'] }),
      consultant.id,
    ])
    expect(await primed(consultant)).toEqual(['16:00'])
    await otherInstance.query(`update consultant_profiles set published = false where user_id = $1`, [consultant.id])
    expect(await times(consultant)).toBe('not found')
    await otherInstance.query(`update consultant_profiles set published = true where user_id = $1`, [consultant.id])
    expect(await primed(consultant)).toEqual(['16:00'])
    await otherInstance.query(`update users set profile_status = 'DATA_NOT_SUBMITTED' where id = $1`, [consultant.id])
    expect(await times(consultant)).toBe('not found')
  })

  it('count only committed changes that can move free times', async () => {
    const consultant = await bookableConsultant(payload)
    const id = await requestSession(payload, { consultant, token: await consulteeToken(), pay: false })
    const start = await slotVersion(consultant)
    await otherInstance.query(`update consultations set payment_status = 'requires_capture' where id = $1`, [id])
    // Between two statuses that both keep the slot: the free times stay the same.
    await otherInstance.query(`update consultations set status = 'UPCOMING_PENDING' where id = $1`, [id])
    await otherInstance.query(`update users set first_name = 'Renamed' where id = $1`, [consultant.id])
    expect(await slotVersion(consultant)).toBe(start)
    await otherInstance.query('begin')
    await otherInstance.query(`update consultations set status = 'PAST_REQ_CANCELLED_BY_USER' where id = $1`, [id])
    await otherInstance.query(`update availabilities set overrides = '{}' where consultant_id = $1`, [consultant.id])
    await otherInstance.query('rollback')
    expect(await slotVersion(consultant)).toBe(start)
    await otherInstance.query(`update consultations set status = 'PAST_REQ_CANCELLED_BY_USER' where id = $1`, [id])
    expect(await slotVersion(consultant)).toBe(start + 1)
  })

  it("never answer a new day of the viewer's zone from the previous day's answer", async () => {
    const consultant = await bookableConsultant(payload)
    const day = addDays(localDateOf(new Date(), BERLIN), 3)
    const query = { viewerZone: BERLIN, startDay: day, endDay: day, sessionType: '30MINUTES' as const }
    const req = await createLocalReq({}, payload)
    const read = async (now: Date) => {
      const found = await freeStartsRead(req, String(consultant.id), { ...query, now })
      return JSON.parse((await found!.body())!).days[day]
    }
    const eveningBefore = instantOf(addDays(day, -1), '23:59', BERLIN)
    expect(await read(eveningBefore)).toEqual(MORNING)
    expect(await read(eveningBefore)).toEqual(MORNING)
    // Midnight passed without any write: the day itself is no longer bookable.
    expect(await read(new Date(eveningBefore.getTime() + 2 * 60_000))).toEqual([])
  })
})
