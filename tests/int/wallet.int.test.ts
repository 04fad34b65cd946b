import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { bookableConsultant } from '../helpers/booking'
import { createUser, tokenFor } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { act, requestSession } from '../helpers/sessions'
import type { User } from '@/payload-types'
import { getPaymentProvider, getTestPaymentProvider } from '@/server/payments'
import { PaymentProviderUnavailableError, PaymentRequestRejectedError } from '@/server/payments/errors'
import { completeOnboarding } from '@/server/wallet/onboarding'
import { transferEarning } from '@/server/wallet/transferEarning'

let payload: Payload
let consultee: User
let consulteeToken: string
beforeAll(async () => {
  payload = await testPayload()
  consultee = await createUser(payload, { role: 'USER', firstName: 'Ada', lastName: 'Lovelace' })
  consulteeToken = await tokenFor(payload, consultee)
})

afterEach(() => vi.restoreAllMocks())

const ONBOARDING = { returnUrl: '/test-onboarding/success', refreshUrl: '/test-onboarding/refresh' }

const onboard = (token: string, body: Record<string, unknown>) =>
  rest('POST', '/api/payments/onboarding', { token, body })

async function consultantWithToken() {
  const consultant = await bookableConsultant(payload)
  return { consultant, token: await tokenFor(payload, consultant) }
}

/** A consultant who went through onboarding: the account link, then the return page's check. */
async function onboardedConsultant() {
  const { consultant, token } = await consultantWithToken()
  expect((await onboard(token, { consultantId: consultant.id, ...ONBOARDING })).json.object).toBe('account_link')
  const state = await completeOnboarding(payload, consultant)
  return { consultant, token, accountId: state!.accountId }
}

/** A paid 60-minute session (119.00 gross, 100.00 net), confirmed and then completed by the consultee. */
async function completedSession(consultant: User, consultantToken: string): Promise<number> {
  const id = await requestSession(payload, { consultant, token: consulteeToken })
  const confirmed = await act('consultant/confirm', consultantToken, {
    consultationId: id,
    consultantId: consultant.id,
  })
  expect(confirmed.status).toBe(200)
  await getTestPaymentProvider(payload)!.whenDelivered()
  for (const status of ['PAST_CONSULTATION_TIME_PASSED', 'PAST_COMPLETED_WITH_USER_CONFIRMATION'] as const) {
    await payload.update({ collection: 'consultations', id, data: { status }, overrideAccess: true })
  }
  return id
}

const earningsOf = async (userId: number) =>
  (await payload.find({ collection: 'earnings', where: { user: { equals: userId } }, depth: 0 })).docs

const transfersTo = async (accountId: string, kind: 'transfer' | 'payout') =>
  (
    await payload.find({
      collection: 'test-transfers',
      where: { and: [{ accountId: { equals: accountId } }, { kind: { equals: kind } }] },
      depth: 0,
    })
  ).docs

async function runTransferJobs(earningId: number) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'transferEarning' } }, { 'input.earningId': { equals: earningId } }] },
    depth: 0,
  })
  for (const job of docs) await payload.jobs.runByID({ id: job.id })
  return docs.length
}

describe('completing a paid session', () => {
  it('writes one earning of 75 % of the net and transfers it to the connected account exactly once', async () => {
    const { consultant, token, accountId } = await onboardedConsultant()
    const id = await completedSession(consultant, token)

    const [earning, ...more] = await earningsOf(consultant.id)
    expect(more).toEqual([])
    expect(earning).toMatchObject({
      type: 'consultation',
      key: `consultation:${id}`,
      consultation: id,
      counterpartName: 'Ada Lovelace',
      sessionType: '60MINUTES',
      netCents: 7500,
      vatCents: 1425,
      transferStatus: 'pending',
    })
    expect(await runTransferJobs(earning!.id)).toBe(1)
    // A retried job, or a crash after the transfer but before it was recorded: the provider's key holds.
    await payload.update({ collection: 'earnings', id: earning!.id, data: { transferStatus: 'pending' } })
    expect(await transferEarning(payload, earning!.id)).toBe('transferred')
    expect(await transferEarning(payload, earning!.id)).toBe('transferred')

    const transfers = await transfersTo(accountId, 'transfer')
    expect(transfers).toHaveLength(1)
    expect(transfers[0]).toMatchObject({
      amountCents: 7500,
      currency: 'eur',
      idempotencyKey: `transfer:${earning!.id}`,
      metadata: { consultationId: String(id), earningId: String(earning!.id) },
    })
    const stored = await payload.findByID({ collection: 'earnings', id: earning!.id, depth: 0 })
    expect(stored).toMatchObject({ transferStatus: 'transferred', transferId: transfers[0]!.transferId })
    expect(await transfersTo(accountId, 'payout')).toHaveLength(1)
  })

  it('keeps the earning waiting without a payout account and transfers it once onboarding completes', async () => {
    const { consultant, token } = await consultantWithToken()
    await completedSession(consultant, token)
    const [earning] = await earningsOf(consultant.id)
    await runTransferJobs(earning!.id)
    expect((await payload.findByID({ collection: 'earnings', id: earning!.id })).transferStatus).toBe('not_connected')

    await onboard(token, { consultantId: consultant.id, ...ONBOARDING })
    const state = await completeOnboarding(payload, consultant)
    expect(state).toMatchObject({ onboarded: true, payoutsEnabled: true })
    expect(await runTransferJobs(earning!.id)).toBe(1)
    expect((await payload.findByID({ collection: 'earnings', id: earning!.id })).transferStatus).toBe('transferred')
    expect(await transfersTo(state!.accountId, 'transfer')).toHaveLength(1)
  })

  it.each([
    {
      name: 'an unreachable provider throws so that the job retries',
      error: PaymentProviderUnavailableError,
      status: 'pending',
    },
    { name: 'a transfer the provider refuses is marked failed', error: PaymentRequestRejectedError, status: 'failed' },
  ])('$name', async ({ error, status }) => {
    const { consultant, token } = await onboardedConsultant()
    await completedSession(consultant, token)
    const [earning] = await earningsOf(consultant.id)
    vi.spyOn(getPaymentProvider(payload), 'createTransfer').mockRejectedValue(new error('provider says no'))
    const attempt = transferEarning(payload, earning!.id)
    if (status === 'pending') await expect(attempt).rejects.toBeInstanceOf(PaymentProviderUnavailableError)
    else await expect(attempt).resolves.toBe('failed')
    expect((await payload.findByID({ collection: 'earnings', id: earning!.id })).transferStatus).toBe(status)
  })

  it('writes nothing for a session that earned nothing', async () => {
    const { consultant, token } = await consultantWithToken()
    const id = await completedSession(consultant, token)
    // The same consultation with a zero net: a free session.
    const free = await payload.create({
      collection: 'consultations',
      data: {
        consultant: consultant.id,
        user: consultee.id,
        status: 'PAST_CONSULTATION_TIME_PASSED',
        sessionType: 'TRIAL',
        startsAt: '2026-01-05T09:00:00.000Z',
        endsAt: '2026-01-05T09:30:00.000Z',
        consulteeTimezone: 'Europe/Berlin',
        payment: { provider: 'free' },
      },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'consultations',
      id: free.id,
      data: { status: 'PAST_COMPLETED_WITH_USER_CONFIRMATION' },
      overrideAccess: true,
    })
    expect((await earningsOf(consultant.id)).map((earning) => earning.consultation)).toEqual([id])
  })
})

describe('GET /api/consultants/{id}/earnings', () => {
  it('pages the ledger newest first with totals of every row', async () => {
    const { consultant, token } = await consultantWithToken()
    const rows = [
      { type: 'consultation', netCents: 3750, vatCents: 713, sessionType: '30MINUTES', counterpartName: 'Ada L' },
      { type: 'referral referrer', netCents: 1000, vatCents: 190 },
      { type: 'others', netCents: 250, vatCents: 48 },
    ] as const
    const ids: number[] = []
    for (const [index, row] of rows.entries()) {
      const created = await payload.create({
        collection: 'earnings',
        data: { user: consultant.id, key: `test:${consultant.id}:${index}`, ...row },
        overrideAccess: true,
      })
      ids.push(created.id)
    }
    const path = `/api/consultants/${consultant.id}/earnings`

    const first = await rest('GET', `${path}?limit=2`, { token })
    expect(first.status).toBe(200)
    expect(first.json.totals).toEqual({ count: 3, netAmount: 50, VATAmount: 9.51 })
    const firstRows = first.json.earnings as Record<string, unknown>[]
    expect(firstRows.map((row) => row.id)).toEqual([ids[2], ids[1]])
    const second = await rest('GET', `${path}?limit=2&lastEvaluatedKey=${first.json.lastEvaluatedKey as string}`, {
      token,
    })
    expect(second.json.lastEvaluatedKey).toBeNull()
    expect(second.json.earnings).toEqual([
      expect.objectContaining({
        id: ids[0],
        type: 'consultation',
        userName: 'Ada L',
        sessionLength: 30,
        netAmount: 37.5,
        VATAmount: 7.13,
        consultationId: null,
      }),
    ])
  })

  it("refuses someone else's ledger, bad paging and anonymous callers", async () => {
    const { consultant, token } = await consultantWithToken()
    const other = await bookableConsultant(payload)
    expect((await rest('GET', `/api/consultants/${other.id}/earnings`, { token })).status).toBe(403)
    expect((await rest('GET', `/api/consultants/${consultant.id}/earnings`, { token: consulteeToken })).status).toBe(
      403,
    )
    expect((await rest('GET', `/api/consultants/${consultant.id}/earnings?limit=101`, { token })).status).toBe(400)
    expect((await rest('GET', `/api/consultants/${consultant.id}/earnings?lastEvaluatedKey=x`, { token })).status).toBe(
      400,
    )
    expect((await rest('GET', `/api/consultants/${consultant.id}/earnings`)).status).toBe(401)
  })
})

describe('POST /api/payments/onboarding', () => {
  it('links to onboarding for a new account and to the dashboard once onboarded', async () => {
    const { consultant, token } = await consultantWithToken()
    const first = await onboard(token, { consultantId: consultant.id, ...ONBOARDING })
    expect(first.status).toBe(200)
    expect(first.json).toEqual({ object: 'account_link', url: 'http://localhost:3000/test-onboarding/success' })
    // Leaving onboarding half-way and starting again keeps the one account.
    expect((await onboard(token, { consultantId: String(consultant.id), ...ONBOARDING })).json.object).toBe(
      'account_link',
    )
    const accounts = await payload.find({ collection: 'payout-accounts', where: { user: { equals: consultant.id } } })
    expect(accounts.docs).toHaveLength(1)
    expect(accounts.docs[0]).toMatchObject({ provider: 'test', onboarded: false })

    expect(await completeOnboarding(payload, consultant)).toMatchObject({ onboarded: true, payoutsEnabled: true })
    const later = await onboard(token, { consultantId: consultant.id, ...ONBOARDING })
    expect(later.json).toEqual({ object: 'login_link', url: 'http://localhost:3000/consultant/dashboard/my-wallet' })
  })

  it('refuses another consultant, addresses off our site and callers who are not consultants', async () => {
    const { consultant, token } = await consultantWithToken()
    const other = await bookableConsultant(payload)
    expect((await onboard(token, { consultantId: other.id, ...ONBOARDING })).status).toBe(403)
    for (const returnUrl of ['https://evil.example/x', '//evil.example/x', 'http://localhost:3001/x']) {
      const answer = await onboard(token, { consultantId: consultant.id, ...ONBOARDING, returnUrl })
      expect(answer.status).toBe(400)
      expect(answer.json.errors).toEqual([{ path: 'returnUrl', message: 'wallet.errors.urlNotOurs' }])
    }
    const offSiteRefresh = await onboard(token, {
      ...ONBOARDING,
      consultantId: consultant.id,
      refreshUrl: 'https://evil.example',
    })
    expect(offSiteRefresh.status).toBe(400)
    expect((await onboard(token, { consultantId: consultant.id })).status).toBe(400)
    expect((await onboard(consulteeToken, { consultantId: consultee.id, ...ONBOARDING })).status).toBe(403)
    const applicant = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'APPLICATION_SUBMITTED' })
    const applicantAnswer = await onboard(await tokenFor(payload, applicant), {
      consultantId: applicant.id,
      ...ONBOARDING,
    })
    expect(applicantAnswer.status).toBe(403)
    const anonymous = await rest('POST', '/api/payments/onboarding', {
      body: { consultantId: consultant.id, ...ONBOARDING },
    })
    expect(anonymous.status).toBe(401)
    const stored = await payload.find({ collection: 'payout-accounts', where: { user: { equals: consultant.id } } })
    expect(stored.totalDocs).toBe(0)
  })
})

describe('GET /api/payments/payout-history', () => {
  it('pages the payouts of the caller’s account forwards and backwards', async () => {
    const { token, accountId } = await onboardedConsultant()
    const provider = getPaymentProvider(payload)
    for (const cents of [100, 200, 300, 400, 500]) {
      await provider.createTransfer({
        amountCents: cents,
        currency: 'eur',
        destinationAccountId: accountId,
        idempotencyKey: `transfer:history-${accountId}-${cents}`,
        consultationId: null,
        metadata: {},
      })
    }
    const history = (query: string) =>
      rest('GET', `/api/payments/payout-history?connectId=${accountId}${query}`, { token })
    const amounts = (answer: { json: Record<string, unknown> }) =>
      (answer.json.data as { amount: number }[]).map((payout) => payout.amount)

    const page1 = await history('&limit=2')
    expect(page1.status).toBe(200)
    expect([amounts(page1), page1.json.has_more]).toEqual([[5, 4], true])
    const lastOf = (answer: typeof page1) => (answer.json.data as { id: string }[]).at(-1)!.id
    const firstOf = (answer: typeof page1) => (answer.json.data as { id: string }[])[0]!.id
    const page2 = await history(`&limit=2&startingAfter=${lastOf(page1)}`)
    expect([amounts(page2), page2.json.has_more]).toEqual([[3, 2], true])
    const page3 = await history(`&limit=2&startingAfter=${lastOf(page2)}`)
    expect([amounts(page3), page3.json.has_more]).toEqual([[1], false])
    const back = await history(`&limit=2&endingBefore=${firstOf(page2)}`)
    expect([amounts(back), back.json.has_more]).toEqual([[5, 4], false])
    expect((await history('')).json.data).toHaveLength(5)
  })

  it("refuses someone else's account, bad paging and anonymous callers", async () => {
    const mine = await onboardedConsultant()
    const theirs = await onboardedConsultant()
    const history = (query: string, token = mine.token) =>
      rest('GET', `/api/payments/payout-history${query}`, { token })
    expect((await history(`?connectId=${theirs.accountId}`)).status).toBe(403)
    expect((await history('')).status).toBe(403)
    expect((await history(`?connectId=${mine.accountId}&limit=0`)).status).toBe(400)
    expect((await history(`?connectId=${mine.accountId}&startingAfter=po_1&endingBefore=po_2`)).status).toBe(400)
    expect((await history(`?connectId=${mine.accountId}&startingAfter=po_unknown`)).status).toBe(400)
    expect((await history(`?connectId=${mine.accountId}`, consulteeToken)).status).toBe(403)
    expect((await rest('GET', `/api/payments/payout-history?connectId=${mine.accountId}`)).status).toBe(401)
  })
})
