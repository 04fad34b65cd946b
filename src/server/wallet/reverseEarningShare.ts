import type { Payload } from 'payload'

import type { TransferStatus } from '@/domain/wallet'
import { getPaymentProvider } from '@/server/payments'
import { PaymentConflictError, PaymentRequestRejectedError } from '@/server/payments/errors'
import { consultationEarningKey, lockEarning, markEarning, withLockedEarning } from './lockedEarning'

export const reversalIdempotencyKey = (adjustmentId: number) => `reversal:${adjustmentId}`

const idOf = (ref: number | { id: number }) => (typeof ref === 'number' ? ref : ref.id)

/**
 * Takes a refund's share back from the consultant's connected account, once (the provider keys the
 * reversal by the adjustment row), out of the transfer of the consultation's earning. A provider that
 * cannot be reached throws, so the job retries; one that refuses marks the adjustment failed.
 */
export async function reverseEarningShare(payload: Payload, adjustmentId: number): Promise<TransferStatus | null> {
  return withLockedEarning(payload, adjustmentId, async (adjustment, req) => {
    if (adjustment.transferStatus !== 'reversal_pending' || adjustment.consultation == null) {
      return adjustment.transferStatus ?? null
    }
    const consultationId = idOf(adjustment.consultation)
    const earning = await lockEarning(req, { key: consultationEarningKey(consultationId) })
    try {
      if (!earning?.transferId) throw new PaymentConflictError('The earning has no transfer to reverse')
      const { reversalId } = await getPaymentProvider(payload).reverseTransfer({
        transferId: earning.transferId,
        amountCents: -Number(adjustment.netCents),
        idempotencyKey: reversalIdempotencyKey(adjustment.id),
        metadata: { earningId: String(adjustment.id), consultationId: String(consultationId) },
      })
      await markEarning(req, adjustment.id, { transferStatus: 'reversed', reversalId })
      return 'reversed'
    } catch (error) {
      if (error instanceof PaymentRequestRejectedError || error instanceof PaymentConflictError) {
        payload.logger.error({ err: error, adjustmentId }, 'wallet: the provider refused a transfer reversal')
        await markEarning(req, adjustment.id, { transferStatus: 'failed' })
        return 'failed'
      }
      throw error
    }
  })
}
