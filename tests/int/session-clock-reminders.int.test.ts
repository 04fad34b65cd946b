import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createUser } from '../helpers/factories'
import { testPayload } from '../helpers/payload'
import { HOUR, later, MINUTE, sessionAt } from '../helpers/sessionClock'
import { execute, sql } from '../helpers/sql'
import type { User } from '@/payload-types'
import { queueReminderWhenDue } from '@/server/sessions/clockReminders'
import { sweepSessionClock, type ClockSweep } from '@/server/sessions/sessionClock'

let payload: Payload
let consultee: User
beforeAll(async () => {
  payload = await testPayload()
  consultee = await createUser(payload, { role: 'USER' })
})

/** Runs the clock once a minute from `from` to `to` (inclusive), as the scheduled task does. */
async function everyMinute(from: Date, to: Date): Promise<ClockSweep[]> {
  const sweeps: ClockSweep[] = []
  for (let now = from; now <= to; now = later(now, MINUTE)) sweeps.push(await sweepSessionClock(payload, now))
  return sweeps
}

function remindersOf(sweeps: ClockSweep[], id: number) {
  return sweeps.flatMap((sweep, minute) =>
    sweep.reminded.filter((reminder) => reminder.consultationId === id).map(({ notice }) => ({ notice, minute })),
  )
}

async function queuedJobs(id: number, notice: string) {
  return execute<{ id: number }>(
    payload,
    sql`SELECT id FROM payload_jobs WHERE task_slug = 'sessionNotice'
        AND input @> jsonb_build_object('consultationId', ${id}::integer, 'notice', ${notice}::text)`,
  )
}

describe('reminders', () => {
  it('queues each reminder once, when its time comes, with the clock running every minute', async () => {
    const startsAt = new Date('2032-02-02T09:00:00.000Z')
    const { id } = await sessionAt(payload, consultee, { status: 'UPCOMING_CONFIRMED', startsAt })

    const aroundDayBefore = await everyMinute(later(startsAt, -24 * HOUR - 30 * MINUTE), later(startsAt, -23 * HOUR))
    expect(remindersOf(aroundDayBefore, id)).toEqual([{ notice: 'reminder-24h', minute: 30 }])
    expect(await queuedJobs(id, 'reminder-24h')).toHaveLength(1)

    const aroundHourBefore = await everyMinute(later(startsAt, -90 * MINUTE), later(startsAt, -MINUTE))
    expect(remindersOf(aroundHourBefore, id)).toEqual([{ notice: 'reminder-1h', minute: 30 }])
    expect(await queuedJobs(id, 'reminder-24h')).toHaveLength(1)
    expect(await queuedJobs(id, 'reminder-1h')).toHaveLength(1)
  })

  it('does not queue a reminder again once it was sent and its job is gone', async () => {
    const startsAt = new Date('2032-03-03T09:00:00.000Z')
    const { id } = await sessionAt(payload, consultee, { status: 'UPCOMING_CONFIRMED', startsAt })
    const opened = later(startsAt, -HOUR)
    expect(remindersOf([await sweepSessionClock(payload, opened)], id)).toEqual([{ notice: 'reminder-1h', minute: 0 }])
    const [job] = await queuedJobs(id, 'reminder-1h')
    await payload.jobs.runByID({ id: job!.id })
    expect(await queuedJobs(id, 'reminder-1h')).toHaveLength(0)
    const sent = await payload.find({ collection: 'sent-notices', where: { consultation: { equals: id } } })
    expect(sent.docs.map((doc) => doc.key).sort()).toEqual([
      `reminder-1h:${id}:consultant`,
      `reminder-1h:${id}:consultee`,
    ])

    const afterwards = await everyMinute(later(opened, MINUTE), later(opened, 10 * MINUTE))
    expect(remindersOf(afterwards, id)).toEqual([])
    expect(await queuedJobs(id, 'reminder-1h')).toHaveLength(0)
  })

  it('skips the day-before reminder for a session confirmed on the day', async () => {
    const startsAt = new Date('2032-04-04T09:00:00.000Z')
    const { id } = await sessionAt(payload, consultee, {
      status: 'UPCOMING_CONFIRMED',
      startsAt,
      confirmedAt: later(startsAt, -5 * HOUR),
    })
    const sweeps = [
      await sweepSessionClock(payload, later(startsAt, -4 * HOUR)),
      await sweepSessionClock(payload, later(startsAt, -HOUR)),
    ]
    expect(remindersOf(sweeps, id)).toEqual([{ notice: 'reminder-1h', minute: 1 }])
    expect(await queuedJobs(id, 'reminder-24h')).toHaveLength(0)
  })

  it('queues a reminder once when two workers run at the same time', async () => {
    const startsAt = new Date('2032-05-05T09:00:00.000Z')
    const { id } = await sessionAt(payload, consultee, { status: 'UPCOMING_CONFIRMED', startsAt })
    const now = later(startsAt, -30 * MINUTE)
    const sweeps = await Promise.all([sweepSessionClock(payload, now), sweepSessionClock(payload, now)])
    expect(remindersOf(sweeps, id).map(({ notice }) => notice)).toEqual(['reminder-1h'])
    expect(await queuedJobs(id, 'reminder-1h')).toHaveLength(1)
  })

  it('is not queued twice by a worker that found it before another one queued it', async () => {
    const startsAt = new Date('2032-06-06T09:00:00.000Z')
    const { id } = await sessionAt(payload, consultee, { status: 'UPCOMING_CONFIRMED', startsAt })
    const now = later(startsAt, -20 * MINUTE)
    expect(await queueReminderWhenDue(payload, id, 'reminder-1h', now)).toBe(true)
    expect(await queueReminderWhenDue(payload, id, 'reminder-1h', now)).toBe(false)
    expect(await queuedJobs(id, 'reminder-1h')).toHaveLength(1)
  })
})
