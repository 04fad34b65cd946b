import type { PayloadRequest } from 'payload'

import { refundAdjustment, remainingToTransfer, type TransferStatus } from '@/domain/wallet'
import type { Consultation, Earning } from '@/payload-types'
import { consultationEarningKey, lockEarning, markEarning } from './lockedEarning'

export type RefundMade = { refundId: string; amountCents: number }

export const refundAdjustmentKey = (consultationId: number, refundId: string) => `refund:${consultationId}:${refundId}`

async function refundRowsOf(req: PayloadRequest, consultationId: number): Promise<Earning[]> {
  const { docs } = await req.payload.find({
    collection: 'earnings',
    where: { and: [{ consultation: { equals: consultationId } }, { type: { equals: 'refund' } }] },
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return docs
}

/** Before the transfer the adjustment is deducted from it; after, the share is taken back from the account. */
function adjustmentStatus(earning: Earning, netCents: number): TransferStatus | null {
  if (netCents === 0) return null
  return earning.transferStatus === 'transferred' ? 'reversal_pending' : 'deducted'
}

/**
 * After a refund of a consultation that earned its consultant a share, writes the adjustment row (minus the
 * consultant's share of the refunded amount) in the refund's transaction, keyed by the refund so that a
 * repeated refund writes nothing more. An earning not transferred yet is paid less (or cancelled when
 * nothing is left); one already transferred is reversed by the reverseEarningShare job, which retries.
 */
export async function recordRefund(req: PayloadRequest, consultation: Consultation, refund: RefundMade) {
  if (!refund.refundId || refund.amountCents <= 0) return null
  const earning = await lockEarning(req, { key: consultationEarningKey(consultation.id) })
  if (!earning) return null
  const key = refundAdjustmentKey(consultation.id, refund.refundId)
  const earlier = await refundRowsOf(req, consultation.id)
  if (earlier.some((row) => row.key === key)) return null
  const amounts = refundAdjustment({
    consultationNetCents: Number(consultation.price?.netCents ?? 0),
    paidCents: Number(consultation.price?.totalCents ?? 0),
    refundedBeforeCents: earlier.reduce((sum, row) => sum + Number(row.refundedCents ?? 0), 0),
    refundCents: refund.amountCents,
  })
  const transferStatus = adjustmentStatus(earning, amounts.netCents)
  const adjustment = await req.payload.create({
    collection: 'earnings',
    data: {
      user: typeof earning.user === 'number' ? earning.user : earning.user.id,
      type: 'refund',
      key,
      consultation: consultation.id,
      counterpartName: earning.counterpartName,
      sessionType: earning.sessionType,
      ...amounts,
      refundedCents: refund.amountCents,
      transferStatus,
    },
    depth: 0,
    req,
    overrideAccess: true,
  })
  if (transferStatus === 'reversal_pending') {
    await req.payload.jobs.queue({ task: 'reverseEarningShare', input: { earningId: adjustment.id }, req })
  } else if (transferStatus === 'deducted' && earning.transferStatus !== 'failed') {
    const deducted = [...earlier, adjustment].filter((row) => row.transferStatus === 'deducted')
    if (
      remainingToTransfer(
        Number(earning.netCents),
        deducted.map((row) => Number(row.netCents)),
      ) === 0
    ) {
      await markEarning(req, earning.id, { transferStatus: 'cancelled' })
    }
  }
  return adjustment
}
