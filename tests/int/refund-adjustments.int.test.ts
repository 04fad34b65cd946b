import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { createUser, tokenFor } from '../helpers/factories'
import { rest } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { act, confirmedSession, moveSessionToPast } from '../helpers/sessions'
import type { User } from '@/payload-types'
import { getPaymentProvider, getTestPaymentProvider } from '@/server/payments'
import { PaymentProviderUnavailableError } from '@/server/payments/errors'
import { completeOnboarding } from '@/server/wallet/onboarding'
import { reverseEarningShare } from '@/server/wallet/reverseEarningShare'
import { transferEarning } from '@/server/wallet/transferEarning'

let payload: Payload
let consultee: User
let consulteeToken: string
let adminToken: string
beforeAll(async () => {
  payload = await testPayload()
  consultee = await createUser(payload, { role: 'USER', firstName: 'Ada', lastName: 'Lovelace' })
  consulteeToken = await tokenFor(payload, consultee)
  adminToken = await tokenFor(payload, await createUser(payload, { role: 'ADMIN' }))
})

afterEach(() => vi.restoreAllMocks())

const ONBOARDING = { returnUrl: '/test-onboarding/success', refreshUrl: '/test-onboarding/refresh' }

async function onboard(consultant: User, token: string): Promise<string> {
  await rest('POST', '/api/payments/onboarding', { token, body: { consultantId: consultant.id, ...ONBOARDING } })
  return (await completeOnboarding(payload, consultant))!.accountId
}

async function completedSession() {
  const session = await confirmedSession(payload, consulteeToken)
  for (const status of ['PAST_CONSULTATION_TIME_PASSED', 'PAST_COMPLETED_WITH_USER_CONFIRMATION'] as const) {
    await payload.update({ collection: 'consultations', id: session.id, data: { status }, overrideAccess: true })
  }
  return session
}

const refund = async (consultationId: number, amountCents?: number) => {
  const answer = await rest('POST', '/api/consultations/admin/refund', {
    token: adminToken,
    body: { consultationId, ...(amountCents ? { amountCents } : {}) },
  })
  await getTestPaymentProvider(payload)!.whenDelivered()
  return answer
}

const rowsOf = async (consultationId: number) =>
  (
    await payload.find({
      collection: 'earnings',
      where: { consultation: { equals: consultationId } },
      sort: 'id',
      depth: 0,
    })
  ).docs

const testTransfers = async (accountId: string, kind: 'transfer' | 'reversal') =>
  (
    await payload.find({
      collection: 'test-transfers',
      where: { and: [{ accountId: { equals: accountId } }, { kind: { equals: kind } }] },
      depth: 0,
    })
  ).docs

async function runJobs(task: 'transferEarning' | 'reverseEarningShare', earningId: number) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: task } }, { 'input.earningId': { equals: earningId } }] },
    depth: 0,
  })
  for (const job of docs) await payload.jobs.runByID({ id: job.id })
  return docs.length
}

describe('a refund of a completed consultation before its earning is transferred', () => {
  it('deducts the share of each partial refund and transfers only the rest, shown in the wallet', async () => {
    const { consultant, token, id } = await completedSession()
    expect((await refund(id, 1000)).status).toBe(200)
    expect((await refund(id, 4950)).status).toBe(200)
    const [earning, first, second, ...more] = await rowsOf(id)
    expect(more).toEqual([])
    expect(earning).toMatchObject({ type: 'consultation', netCents: 7500, transferStatus: 'pending' })
    // 10.00 of 119.00 → 8.40 net → 6.30; 59.50 in all → 50.00 net → 37.50.
    expect(first).toMatchObject({ type: 'refund', netCents: -630, vatCents: -120, refundedCents: 1000 })
    expect(second).toMatchObject({ type: 'refund', netCents: -3120, vatCents: -593, refundedCents: 4950 })
    expect(first!.key).toMatch(new RegExp(`^refund:${id}:upto-\\d+$`))
    expect([first!.transferStatus, second!.transferStatus]).toEqual(['deducted', 'deducted'])

    const accountId = await onboard(consultant, token)
    await runJobs('transferEarning', earning!.id)
    const [transfer, ...others] = await testTransfers(accountId, 'transfer')
    expect(others).toEqual([])
    expect(transfer).toMatchObject({ amountCents: 3750, idempotencyKey: `transfer:${earning!.id}` })

    const wallet = await rest('GET', `/api/consultants/${consultant.id}/earnings`, { token })
    expect(wallet.json.totals).toEqual({ count: 3, netAmount: 37.5, VATAmount: 7.12 })
    expect(
      (wallet.json.earnings as { type: string; netAmount: number }[]).map((row) => [row.type, row.netAmount]),
    ).toEqual([
      ['refund', -31.2],
      ['refund', -6.3],
      ['consultation', 75],
    ])
  })

  it('cancels the transfer of an earning refunded in full', async () => {
    const { consultant, token, id } = await completedSession()
    expect((await refund(id)).json).toMatchObject({ paymentStatus: 'refunded' })
    const [earning, adjustment] = await rowsOf(id)
    expect(adjustment).toMatchObject({ netCents: -7500, vatCents: -1425, refundedCents: 11900 })
    expect(earning!.transferStatus).toBe('cancelled')
    const accountId = await onboard(consultant, token)
    await runJobs('transferEarning', earning!.id)
    expect(await transferEarning(payload, earning!.id)).toBe('cancelled')
    expect(await testTransfers(accountId, 'transfer')).toEqual([])
  })
})

describe('a refund of a completed consultation after its earning was transferred', () => {
  async function transferredSession() {
    const session = await completedSession()
    const accountId = await onboard(session.consultant, session.token)
    const [earning] = await rowsOf(session.id)
    await runJobs('transferEarning', earning!.id)
    expect((await testTransfers(accountId, 'transfer'))[0]).toMatchObject({ amountCents: 7500 })
    const transferred = await payload.findByID({ collection: 'earnings', id: earning!.id, depth: 0 })
    expect(transferred.transferStatus).toBe('transferred')
    return { ...session, accountId, earning: transferred }
  }

  it('takes the share back from the connected account once, however often the refund is asked for', async () => {
    const { id, accountId, earning } = await transferredSession()
    const answers = await Promise.all([refund(id), refund(id)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect((await refund(id)).status).toBe(409)
    const [, adjustment, ...more] = await rowsOf(id)
    expect(more).toEqual([])
    expect(adjustment).toMatchObject({ netCents: -7500, transferStatus: 'reversal_pending' })

    expect(await runJobs('reverseEarningShare', adjustment!.id)).toBe(1)
    expect(await reverseEarningShare(payload, adjustment!.id)).toBe('reversed')
    const reversals = await testTransfers(accountId, 'reversal')
    expect(reversals).toHaveLength(1)
    expect(reversals[0]).toMatchObject({ amountCents: 7500, metadata: { transferId: earning.transferId } })
    const stored = await payload.findByID({ collection: 'earnings', id: adjustment!.id, depth: 0 })
    expect(stored).toMatchObject({ transferStatus: 'reversed', reversalId: reversals[0]!.transferId })
    expect((await payload.findByID({ collection: 'earnings', id: earning.id })).transferStatus).toBe('transferred')
  })

  it('keeps the adjustment waiting while the provider cannot be reached, and reverses it later', async () => {
    const { id, accountId } = await transferredSession()
    expect((await refund(id, 5950)).status).toBe(200)
    const [, adjustment] = await rowsOf(id)
    expect(adjustment).toMatchObject({ netCents: -3750, transferStatus: 'reversal_pending' })
    vi.spyOn(getPaymentProvider(payload), 'reverseTransfer').mockRejectedValue(
      new PaymentProviderUnavailableError('provider down'),
    )
    await expect(reverseEarningShare(payload, adjustment!.id)).rejects.toBeInstanceOf(PaymentProviderUnavailableError)
    expect((await payload.findByID({ collection: 'earnings', id: adjustment!.id })).transferStatus).toBe(
      'reversal_pending',
    )
    vi.restoreAllMocks()
    expect(await reverseEarningShare(payload, adjustment!.id)).toBe('reversed')
    expect((await testTransfers(accountId, 'reversal')).map((each) => each.amountCents)).toEqual([3750])
  })
})

describe('refunds that write no adjustment', () => {
  it('a refund of a consultation that is not completed', async () => {
    const { id } = await confirmedSession(payload, consulteeToken)
    expect((await refund(id)).json).toMatchObject({ paymentStatus: 'refunded' })
    expect(await rowsOf(id)).toEqual([])
  })

  it('resolve-issue REFUNDED for a reported session, which earned nothing', async () => {
    const { id } = await confirmedSession(payload, consulteeToken)
    await moveSessionToPast(payload, id)
    const report = await act('user/complete', consulteeToken, {
      consultationId: id,
      userId: consultee.id,
      status: 'PAST_ISSUE_REPORTED',
      issueType: 'TECHNICAL_PROBLEM',
      issueDescription: 'The call dropped after five minutes.',
    })
    expect(report.status).toBe(200)
    const answer = await rest('POST', '/api/consultations/admin/resolve-issue', {
      token: adminToken,
      body: { consultationId: id, resolution: 'REFUNDED' },
    })
    expect(answer.json).toMatchObject({ paymentStatus: 'refunded' })
    expect(await rowsOf(id)).toEqual([])
  })
})

describe('refunds made elsewhere or earlier', () => {
  it("a refund made in the card provider's dashboard is taken off the earning too", async () => {
    const { id } = await completedSession()
    const consultation = await payload.findByID({ collection: 'consultations', id, depth: 0 })
    // As the dashboard would: straight at the provider; our server learns of it from charge.refunded only.
    const provider = getTestPaymentProvider(payload)!
    await provider.refund(consultation.payment!.paymentIntentId!, { amountCents: 1000, idempotencyKey: `dash:${id}` })
    await provider.whenDelivered()
    const [earning, adjustment, ...more] = await rowsOf(id)
    expect(more).toEqual([])
    expect(earning).toMatchObject({ type: 'consultation', netCents: 7500 })
    expect(adjustment).toMatchObject({
      type: 'refund',
      netCents: -630,
      refundedCents: 1000,
      transferStatus: 'deducted',
    })
    const stored = await payload.findByID({ collection: 'consultations', id, depth: 0 })
    expect(stored.payment).toMatchObject({ status: 'partially_refunded', refundedCents: 1000 })
  })

  it('a partial refund before completion is deducted from the earning the completion writes', async () => {
    const { id } = await confirmedSession(payload, consulteeToken)
    expect((await refund(id, 1000)).status).toBe(200)
    expect(await rowsOf(id)).toEqual([])
    for (const status of ['PAST_CONSULTATION_TIME_PASSED', 'PAST_COMPLETED_WITH_USER_CONFIRMATION'] as const) {
      await payload.update({ collection: 'consultations', id, data: { status }, overrideAccess: true })
    }
    const [earning, adjustment, ...more] = await rowsOf(id)
    expect(more).toEqual([])
    expect(earning).toMatchObject({ type: 'consultation', netCents: 7500, transferStatus: 'pending' })
    expect(adjustment).toMatchObject({
      type: 'refund',
      netCents: -630,
      refundedCents: 1000,
      transferStatus: 'deducted',
    })
  })
})
