import { createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { bookableConsultant } from '../helpers/booking'
import { createUser, tokenFor } from '../helpers/factories'
import { testPayload } from '../helpers/payload'
import { HOUR, later, movesOf, sessionAt, statusOf } from '../helpers/sessionClock'
import { requestSession } from '../helpers/sessions'
import { execute, sql } from '../helpers/sql'
import type { User } from '@/payload-types'
import { runSql } from '@/server/db/sql'
import { getPaymentProvider, getTestPaymentProvider } from '@/server/payments'
import { PaymentProviderUnavailableError } from '@/server/payments/errors'
import { findIntent } from '@/server/payments/testIntentStore'
import { moveWhenDue } from '@/server/sessions/clockMoves'
import { sweepSessionClock, type ClockSweep } from '@/server/sessions/sessionClock'

let payload: Payload
let consultee: User
let token: string
beforeAll(async () => {
  payload = await testPayload()
  consultee = await createUser(payload, { role: 'USER' })
  token = await tokenFor(payload, consultee)
})

afterEach(() => vi.restoreAllMocks())

/** A paid request through the API (card authorised); its request time is now, its start `daysAhead` away. */
async function paidRequest(daysAhead = 7) {
  const consultant = await bookableConsultant(payload)
  const id = await requestSession(payload, { consultant, token, daysAhead })
  const consultation = await payload.findByID({ collection: 'consultations', id, depth: 0 })
  return { id, intentId: consultation.payment!.paymentIntentId!, requestedAt: new Date(consultation.requestedAt!) }
}

async function paymentOf(id: number) {
  await getTestPaymentProvider(payload)!.whenDelivered()
  const consultation = await payload.findByID({ collection: 'consultations', id, depth: 0 })
  const intent = await findIntent(payload, 'intentId', consultation.payment!.paymentIntentId!)
  return { status: consultation.status, payment: consultation.payment?.status, intent: intent?.status }
}

function cancelsOf(intentId: string) {
  const cancel = vi.spyOn(getPaymentProvider(payload), 'cancel')
  return () => cancel.mock.calls.filter(([cancelled]) => cancelled === intentId).length
}

describe('request timeout', () => {
  it('fires 24 hours after the request, once, and releases the card', async () => {
    const { id, intentId, requestedAt } = await paidRequest()
    const cancels = cancelsOf(intentId)
    const deadline = later(requestedAt, 24 * HOUR)
    const sweeps: ClockSweep[] = [await sweepSessionClock(payload, later(deadline, -1))]
    expect(await statusOf(payload, id)).toBe('UPCOMING_PENDING')
    expect(cancels()).toBe(0)

    sweeps.push(await sweepSessionClock(payload, deadline))
    sweeps.push(await sweepSessionClock(payload, later(deadline, HOUR)))
    expect(movesOf(sweeps, id)).toEqual(['PAST_REQUEST_TIMEOUT'])
    expect(cancels()).toBe(1)
    expect(await paymentOf(id)).toEqual({ status: 'PAST_REQUEST_TIMEOUT', payment: 'cancelled', intent: 'cancelled' })
  })

  it('fires at the start when the request came less than 24 hours before it', async () => {
    const startsAt = new Date('2031-05-05T09:00:00.000Z')
    const request = await sessionAt(payload, consultee, {
      status: 'UPCOMING_PENDING',
      startsAt,
      requestedAt: later(startsAt, -2 * HOUR),
    })
    const early = await sweepSessionClock(payload, later(startsAt, -1))
    expect(movesOf([early], request.id)).toEqual([])
    const atStart = await sweepSessionClock(payload, startsAt)
    expect(movesOf([atStart], request.id)).toEqual(['PAST_REQUEST_TIMEOUT'])
    expect(await statusOf(payload, request.id)).toBe('PAST_REQUEST_TIMEOUT')
  })

  it('leaves the request for the next run while the payment provider is down', async () => {
    const { id, intentId, requestedAt } = await paidRequest(8)
    const cancel = vi
      .spyOn(getPaymentProvider(payload), 'cancel')
      .mockRejectedValueOnce(new PaymentProviderUnavailableError('provider down'))
    const deadline = later(requestedAt, 24 * HOUR)
    const failed = await sweepSessionClock(payload, deadline)
    expect(movesOf([failed], id)).toEqual([])
    expect(await statusOf(payload, id)).toBe('UPCOMING_PENDING')

    const retried = await sweepSessionClock(payload, later(deadline, 60_000))
    expect(movesOf([retried], id)).toEqual(['PAST_REQUEST_TIMEOUT'])
    expect(cancel.mock.calls.filter(([cancelled]) => cancelled === intentId)).toHaveLength(2)
    expect(await paymentOf(id)).toMatchObject({ payment: 'cancelled', intent: 'cancelled' })
  })
})

describe('after the session', () => {
  it('becomes past when it has ended, and completes itself 72 hours later, each once', async () => {
    const startsAt = new Date('2031-06-02T09:00:00.000Z')
    const endsAt = later(startsAt, HOUR)
    const { id } = await sessionAt(payload, consultee, { status: 'UPCOMING_CONFIRMED', startsAt })
    const sweeps: ClockSweep[] = []
    for (const now of [startsAt, later(endsAt, -1)]) sweeps.push(await sweepSessionClock(payload, now))
    expect(movesOf(sweeps, id)).toEqual([])

    for (const now of [endsAt, later(endsAt, HOUR), later(endsAt, 72 * HOUR - 1)]) {
      sweeps.push(await sweepSessionClock(payload, now))
    }
    expect(movesOf(sweeps, id)).toEqual(['PAST_CONSULTATION_TIME_PASSED'])
    expect(await statusOf(payload, id)).toBe('PAST_CONSULTATION_TIME_PASSED')

    for (const now of [later(endsAt, 72 * HOUR), later(endsAt, 80 * HOUR)]) {
      sweeps.push(await sweepSessionClock(payload, now))
    }
    expect(movesOf(sweeps, id)).toEqual(['PAST_CONSULTATION_TIME_PASSED', 'PAST_COMPLETED_WITH_TIMEOUT'])
    expect(await statusOf(payload, id)).toBe('PAST_COMPLETED_WITH_TIMEOUT')
  })

  it('does not complete a session whose consultee reported an issue', async () => {
    const startsAt = new Date('2031-06-09T09:00:00.000Z')
    const { id } = await sessionAt(payload, consultee, { status: 'PAST_CONSULTATION_TIME_PASSED', startsAt })
    await payload.update({
      collection: 'consultations',
      id,
      data: { status: 'PAST_ISSUE_REPORTED' },
    })
    const sweep = await sweepSessionClock(payload, later(startsAt, 100 * HOUR))
    expect(movesOf([sweep], id)).toEqual([])
    expect(await statusOf(payload, id)).toBe('PAST_ISSUE_REPORTED')
  })
})

/** Runs `during` while another transaction holds consultation `id` locked, as a worker moving it does. */
async function whileLocked<T>(id: number, during: () => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    await runSql(req, sql`SELECT id FROM consultations WHERE id = ${id} FOR UPDATE`)
    return await during()
  } finally {
    await killTransaction(req)
  }
}

describe('two workers at once', () => {
  it('skip a consultation another worker is moving, without waiting for it', async () => {
    const startsAt = new Date('2031-07-01T09:00:00.000Z')
    const { id } = await sessionAt(payload, consultee, { status: 'UPCOMING_CONFIRMED', startsAt })
    const now = later(startsAt, 2 * HOUR)
    const timeout = new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 10_000))
    const skipped = await whileLocked(id, () => Promise.race([sweepSessionClock(payload, now), timeout]))
    expect(skipped).not.toBe('waited')
    expect(movesOf([skipped as ClockSweep], id)).toEqual([])
    expect(movesOf([await sweepSessionClock(payload, now)], id)).toEqual(['PAST_CONSULTATION_TIME_PASSED'])
  })

  it('leave alone a consultation another worker moved after it was found', async () => {
    const { id, intentId, requestedAt } = await paidRequest(9)
    const now = later(requestedAt, 25 * HOUR)
    const provider = getPaymentProvider(payload)
    expect(await moveWhenDue(payload, provider, id, 'PAST_REQUEST_TIMEOUT', now)).toBe(true)
    const cancels = cancelsOf(intentId)
    expect(await moveWhenDue(payload, provider, id, 'PAST_REQUEST_TIMEOUT', now)).toBe(false)
    expect(cancels()).toBe(0)
    expect(await paymentOf(id)).toEqual({ status: 'PAST_REQUEST_TIMEOUT', payment: 'cancelled', intent: 'cancelled' })
  })

  it('move each consultation once and release each card once', async () => {
    const paid = [await paidRequest(10), await paidRequest(11)]
    const startsAt = new Date('2031-07-07T09:00:00.000Z')
    const confirmed = await sessionAt(payload, consultee, { status: 'UPCOMING_CONFIRMED', startsAt })
    const passed = await sessionAt(payload, consultee, {
      status: 'PAST_CONSULTATION_TIME_PASSED',
      startsAt: later(startsAt, -100 * HOUR),
    })
    const cancel = vi.spyOn(getPaymentProvider(payload), 'cancel')
    const now = later(startsAt, 2 * HOUR)
    const sweeps = await Promise.all([sweepSessionClock(payload, now), sweepSessionClock(payload, now)])

    for (const { id } of paid) expect(movesOf(sweeps, id)).toEqual(['PAST_REQUEST_TIMEOUT'])
    expect(movesOf(sweeps, confirmed.id)).toEqual(['PAST_CONSULTATION_TIME_PASSED'])
    expect(movesOf(sweeps, passed.id)).toEqual(['PAST_COMPLETED_WITH_TIMEOUT'])
    for (const { id, intentId } of paid) {
      expect(cancel.mock.calls.filter(([cancelled]) => cancelled === intentId)).toHaveLength(1)
      expect(await paymentOf(id)).toMatchObject({ payment: 'cancelled', intent: 'cancelled' })
    }
  })

  it('as two scheduled session clock jobs run at the same time', async () => {
    const { id, intentId } = await paidRequest(12)
    // The jobs read the real clock: the request is made a day old instead.
    await execute(payload, sql`UPDATE consultations SET requested_at = now() - interval '25 hours' WHERE id = ${id}`)
    const cancels = cancelsOf(intentId)
    const jobs = await Promise.all([1, 2].map(() => payload.jobs.queue({ task: 'sessionClock', input: {} })))
    await Promise.all(jobs.map((job) => payload.jobs.runByID({ id: job.id })))
    expect(cancels()).toBe(1)
    expect(await paymentOf(id)).toEqual({ status: 'PAST_REQUEST_TIMEOUT', payment: 'cancelled', intent: 'cancelled' })
  })
})
