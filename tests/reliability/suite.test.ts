import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, book, consultantWithSlots, signedInConsultees, type Answer, type Consultee } from './fixtures'
import { outageLoad } from './outageLoad'
import { rows, sunkMails, waitFor } from './observe'
import { log, startStack, type Stack } from './stack'
import { TEST_CARDS } from '@/domain/payments'
import { translateKey } from '@/server/i18n'
import { testEventBody } from '@/server/payments/testIntentEvents'
import { confirmChange } from '@/server/payments/testIntentChanges'
import { changeIntent } from '@/server/payments/testIntentStore'
import { testWebhookSecret } from '@/server/payments/testWebhookSecret'
import { createHttpDeliverer } from '@/server/payments/webhookDelivery'
import { signWebhookBody } from '@/server/payments/webhookSignature'

let stack: Stack
let consultees: Consultee[]

beforeAll(async () => {
  stack = await startStack()
  consultees = await signedInConsultees(stack.payload, 200)
  log('200 consultees are signed in')
}, 900_000)

afterAll(async () => {
  await stack?.stop()
}, 120_000)

const statusCounts = (answers: Answer[]) =>
  answers.reduce<Record<number, number>>(
    (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  )

describe('two instances behind a round-robin proxy on one database', () => {
  it('200 concurrent bookings for 20 slots give exactly 20 consultations, 409 for the rest, and every payment event', async () => {
    const { consultant, slots } = await consultantWithSlots(stack.payload, 20)
    const answers = await Promise.all(
      consultees.map((consultee, index) => book(stack.origin, consultee, consultant.id, slots[index % slots.length]!)),
    )

    expect(statusCounts(answers)).toEqual({ 201: 20, 409: 180 })
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body).toMatchObject({ code: 'SLOT_TAKEN', message: expect.any(String) })
    }
    const booked = await rows(stack, 'SELECT starts_at FROM consultations WHERE consultant_id = $1', [consultant.id])
    expect(new Set(booked.map((row) => new Date(row.starts_at as string).toISOString()))).toEqual(new Set(slots))

    // Each consultee pays on the test provider's card form; its webhook event reaches one of the instances.
    const paid = answers.flatMap((answer, index) =>
      answer.status === 201 ? [{ answer, consultee: consultees[index]! }] : [],
    )
    const confirmations = await Promise.all(
      paid.map(({ answer, consultee }) =>
        call(stack.origin, '/api/payments/test/confirm', {
          token: consultee.token,
          body: { clientSecret: answer.body.clientSecret, cardNumber: TEST_CARDS.authorises },
        }),
      ),
    )
    expect(statusCounts(confirmations)).toEqual({ 200: 20 })
    const applied = await rows(
      stack,
      `SELECT c.status, c.payment_status, count(e.id)::int AS events
         FROM consultations c JOIN payment_events e ON e.payment_intent_id = c.payment_payment_intent_id
        WHERE c.consultant_id = $1 AND e.type = 'payment_intent.amount_capturable_updated'
        GROUP BY c.id`,
      [consultant.id],
    )
    expect(applied).toHaveLength(20)
    expect(applied.every((row) => row.events === 1)).toBe(true)
    expect(applied.every((row) => row.status === 'UPCOMING_PENDING' && row.payment_status === 'requires_capture')).toBe(
      true,
    )
  })

  it('a webhook whose instance is killed while handling it is delivered again and applied exactly once', async () => {
    const { consultant, slots } = await consultantWithSlots(stack.payload, 1, 8)
    const booked = await book(stack.origin, consultees[0]!, consultant.id, slots[0]!)
    expect(booked.status).toBe(201)
    const consultationId = Number(booked.body.consultationId)
    const stored = await stack.payload.findByID({ collection: 'consultations', id: consultationId, depth: 0 })
    const intentId = stored.payment!.paymentIntentId!
    // The card is authorised at the provider; its event is still to be delivered.
    const changed = await changeIntent(stack.payload, intentId, (intent) => confirmChange(intent, 'authorised'))
    const body = testEventBody('payment_intent.amount_capturable_updated', changed!.after, new Date())
    const signature = signWebhookBody(body, testWebhookSecret(), Math.floor(Date.now() / 1000))

    // Holding the consultation's row stops the first delivery inside the webhook's transaction.
    const lock = await stack.db.client()
    const lockErrors: Error[] = []
    lock.on('error', (error) => lockErrors.push(error))
    await lock.query('BEGIN')
    await lock.query('SELECT id FROM consultations WHERE id = $1 FOR UPDATE', [consultationId])
    let attempts = 0
    const deliver = createHttpDeliverer({
      url: `${stack.origin}/api/payments/webhook`,
      retryDelaysMs: [500, 1_000, 2_000, 4_000, 8_000],
      fetch: (input, init) => {
        attempts++
        return fetch(input, init)
      },
    })
    // Settled from the start: a delivery that gives up while the test waits is its failure, not an unhandled one.
    const delivered = deliver(body, signature).then(
      () => 'delivered',
      (error: unknown) => error,
    )
    let crashed: number
    try {
      const [handler] = await waitFor(() =>
        rows(
          stack,
          `SELECT application_name FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND application_name LIKE 'web-%'`,
        ),
      )
      crashed = Number(String(handler!.application_name).slice('web-'.length))
      await stack.killInstance(crashed)
      await lock.query('COMMIT')
    } finally {
      await lock.end()
    }
    expect(await delivered).toBe('delivered')
    expect(lockErrors).toEqual([])

    expect(attempts).toBeGreaterThanOrEqual(2)
    const again = await call(stack.origin, '/api/payments/webhook', {
      body,
      headers: { 'stripe-signature': signature },
    })
    expect(again).toMatchObject({ status: 200, body: { received: true, duplicate: true } })
    const eventId = (JSON.parse(body) as { id: string }).id
    expect(await rows(stack, 'SELECT id FROM payment_events WHERE event_id = $1', [eventId])).toHaveLength(1)
    const after = await stack.payload.findByID({ collection: 'consultations', id: consultationId, depth: 0 })
    expect({ status: after.status, payment: after.payment?.status }).toEqual({
      status: 'UPCOMING_PENDING',
      payment: 'requires_capture',
    })
    // Its side effect, the consultant's request email, was queued once.
    const notices = await rows(
      stack,
      `SELECT id FROM payload_jobs WHERE task_slug = 'sessionNotice' AND (input->>'consultationId')::int = $1`,
      [consultationId],
    )
    expect(notices).toHaveLength(1)
    await stack.restartInstance(crashed)
  })

  it('the jobs of a worker killed mid-run run exactly once after a new worker starts', async () => {
    // The web nodes only enqueue: the request emails of the paid bookings above wait for a worker.
    const pending = await rows(stack, `SELECT id FROM consultations WHERE status = 'UPCOMING_PENDING'`)
    expect(pending).toHaveLength(21)
    const queued = await rows(stack, `SELECT id FROM payload_jobs WHERE task_slug = 'sessionNotice'`)
    expect(queued.length).toBeGreaterThanOrEqual(21)

    expect(stack.mailConnectionErrors()).toEqual([])
    // The mail server stalls after 8 emails: the worker dies with jobs half done.
    stack.gate.holdAfter(8)
    await stack.startWorker()
    // Once the 8 acknowledged emails are recorded as sent, nothing else can be acknowledged before the kill.
    const recorded = async () => (await rows(stack, 'SELECT key FROM sent_notices')).length
    await waitFor(async () => stack.gate.held() > 0 && (await recorded()) === 8)
    await stack.killWorker()
    const stuck = await rows(stack, 'SELECT id FROM payload_jobs WHERE processing')
    expect(stuck.length).toBeGreaterThan(0)

    stack.gate.open()
    await stack.startWorker()
    const left = () => rows(stack, `SELECT id FROM payload_jobs WHERE task_slug = 'sessionNotice'`)
    await waitFor(async () => (await left()).length === 0, 60_000)

    const mails = sunkMails(stack)
    const sent = await rows(stack, 'SELECT key FROM sent_notices')
    expect(new Set(mails.map((mail) => `${mail.to.join()}|${mail.subject}|${mail.text}`)).size).toBe(mails.length)
    expect(mails.length).toBe(sent.length)
    const keys = new Set(sent.map((row) => row.key))
    expect(pending.filter((row) => !keys.has(`requested:${row.id}:consultant`))).toEqual([])
    await stack.killWorker()
    // The kill may reset connections in the middle of a message (the sink records those); nothing else fails.
    const resets = new Set(['ECONNRESET', 'EPIPE'])
    const mailErrors = stack.mailConnectionErrors()
    log(`the killed worker reset ${mailErrors.length} mail connection(s)`)
    expect(mailErrors.filter((error) => !resets.has(error.code ?? ''))).toEqual([])
  })

  it('a web server started while Postgres is down answers 503 with Retry-After on every API route, then serves once it is back', async () => {
    await stack.db.halt()
    let origin: string
    try {
      ;({ origin } = await stack.startInstanceWhileDatabaseAway('web-late'))
      // Our own route handler, a Payload endpoint of ours, Payload's own REST and GraphQL.
      const requests: [string, RequestInit][] = [
        ['/api/consultants?limit=1', {}],
        ['/api/availability/1?userTimezone=Europe/Berlin', {}],
        ['/api/users/me', {}],
        [
          '/api/graphql',
          { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' },
        ],
      ]
      for (const [path, init] of requests) {
        const response = await fetch(`${origin}${path}`, {
          ...init,
          headers: { ...init.headers, 'accept-language': 'de' },
        })
        const { status, headers } = response
        expect({ path, status, retryAfter: headers.get('retry-after'), cache: headers.get('cache-control') }).toEqual({
          path,
          status: 503,
          retryAfter: '5',
          cache: 'private, no-store',
        })
        expect(await response.json()).toMatchObject({
          code: 'SERVICE_UNAVAILABLE',
          message: translateKey('de', 'api', 'databaseUnavailable'),
        })
        expect(response.headers.get('x-request-id')).toBeTruthy()
      }
    } finally {
      await stack.db.resume()
    }
    const served = await waitFor(async () => (await fetch(`${origin}/api/consultants?limit=1`)).status === 200, 10_000)
    expect(served).toBe(true)
  })

  it('Postgres restarted under load: 503 at once with a message, no half-written booking, recovery within 10 s', async () => {
    const { consultant, slots } = await consultantWithSlots(stack.payload, 600, 10)
    const run = await outageLoad(stack, { consultees: consultees.slice(20), consultantId: consultant.id, slots })

    const phase = ({ startedAt }: { startedAt: number }) =>
      startedAt < run.haltedAt
        ? 'before'
        : startedAt < run.resumedAt
          ? 'down'
          : startedAt < run.backAt
            ? 'starting'
            : 'after'
    const summary = ['before', 'down', 'starting', 'after'].map(
      (name) => `${name}: ${JSON.stringify(statusCounts(run.answers.filter((answer) => phase(answer) === name)))}`,
    )
    log(
      `Postgres down ${run.resumedAt - run.haltedAt} ms, ready after ${run.backAt - run.resumedAt} ms more; ${summary.join('; ')}`,
    )
    const outage = run.answers.filter((answer) => answer.startedAt >= run.haltedAt && answer.startedAt < run.resumedAt)
    expect(outage.length).toBeGreaterThan(10)
    for (const answer of outage) {
      expect(answer).toMatchObject({ status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String) } })
      expect(answer.ms).toBeLessThan(2_000)
    }
    expect(run.answers.filter((answer) => ![200, 201, 503].includes(answer.status))).toEqual([])
    const firstSuccess = Math.min(
      ...run.answers
        .filter((answer) => answer.startedAt >= run.backAt && answer.status < 300)
        .map((answer) => answer.startedAt),
    )
    log(`first success ${firstSuccess - run.backAt} ms after Postgres was back`)
    expect(firstSuccess - run.backAt).toBeLessThan(10_000)
    const recovered = run.answers.filter((answer) => answer.startedAt >= run.backAt + 10_000)
    expect(recovered.length).toBeGreaterThan(10)
    expect(recovered.filter((answer) => answer.status >= 300)).toEqual([])

    // Every booking is whole: a held slot has its hold-release job, and any card hold belongs to it.
    const broken = await rows(
      stack,
      `SELECT c.id, c.status, c.payment_payment_intent_id FROM consultations c
        LEFT JOIN test_payment_intents i ON i.intent_id = c.payment_payment_intent_id
        WHERE c.consultant_id = $1 AND (
          (c.status = 'HELD' AND NOT EXISTS (SELECT 1 FROM payload_jobs j
             WHERE j.task_slug = 'releaseHold' AND (j.input->>'consultationId')::int = c.id))
          OR (c.payment_payment_intent_id IS NOT NULL AND i.id IS NULL)
          OR c.status NOT IN ('HELD', 'HOLD_EXPIRED'))`,
      [consultant.id],
    )
    expect(broken).toEqual([])
    const created = run.answers.filter((answer) => answer.status === 201)
    const stored = await rows(stack, 'SELECT id FROM consultations WHERE consultant_id = $1 AND status = $2', [
      consultant.id,
      'HELD',
    ])
    // A booking cut off after its commit stays HELD (and is released when its hold expires) without a 201.
    const held = new Set(stored.map((row) => row.id))
    expect(created.filter((answer) => !held.has(answer.body.consultationId))).toEqual([])
  })
})
