import type { Payload, PayloadRequest } from 'payload'

import { remainingToTransfer, type TransferStatus } from '@/domain/wallet'
import type { Earning } from '@/payload-types'
import { getPaymentProvider } from '@/server/payments'
import { PaymentConflictError, PaymentRequestRejectedError } from '@/server/payments/errors'
import { markEarning, withLockedEarning } from './lockedEarning'
import { payoutAccountOf } from './payoutAccounts'

export const transferIdempotencyKey = (earningId: number) => `transfer:${earningId}`

const idOf = (ref: number | { id: number }) => (typeof ref === 'number' ? ref : ref.id)

/** The refunds' adjustments deducted from this earning before its transfer (their amounts are negative). */
async function deductedCents(req: PayloadRequest, earning: Earning): Promise<number[]> {
  if (earning.type !== 'consultation' || earning.consultation == null) return []
  const { docs } = await req.payload.find({
    collection: 'earnings',
    where: {
      and: [
        { consultation: { equals: idOf(earning.consultation) } },
        { type: { equals: 'refund' } },
        { transferStatus: { equals: 'deducted' } },
      ],
    },
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return docs.map((doc) => Number(doc.netCents))
}

/**
 * Transfers an earning's net share, less the refunds deducted from it, to its owner's connected account,
 * once (the provider keys the transfer by the earning); an earning refunded in full is cancelled instead.
 * Without an account that can receive payouts the earning waits as not_connected until onboarding completes
 * (see completeOnboarding). A provider that cannot be reached throws, so the job retries.
 */
export async function transferEarning(payload: Payload, earningId: number): Promise<TransferStatus> {
  return withLockedEarning(payload, earningId, async (earning, req) => {
    if (earning.transferStatus === 'transferred' || earning.transferStatus === 'cancelled') {
      return earning.transferStatus
    }
    const amountCents = remainingToTransfer(Number(earning.netCents), await deductedCents(req, earning))
    if (amountCents === 0) {
      await markEarning(req, earning.id, { transferStatus: 'cancelled' })
      return 'cancelled'
    }
    const provider = getPaymentProvider(payload)
    const account = await payoutAccountOf(payload, idOf(earning.user))
    if (!account || account.provider !== provider.name || !account.payoutsEnabled) {
      await markEarning(req, earning.id, { transferStatus: 'not_connected' })
      return 'not_connected'
    }
    const consultationId = earning.consultation == null ? null : String(idOf(earning.consultation))
    try {
      const { transferId } = await provider.createTransfer({
        amountCents,
        currency: 'eur',
        destinationAccountId: account.accountId,
        idempotencyKey: transferIdempotencyKey(earning.id),
        consultationId,
        metadata: { earningId: String(earning.id) },
      })
      await markEarning(req, earning.id, {
        transferStatus: 'transferred',
        transferId,
        transferredAt: new Date().toISOString(),
      })
      return 'transferred'
    } catch (error) {
      // Refused by the provider (not a network failure): retrying the same request cannot succeed.
      if (error instanceof PaymentRequestRejectedError || error instanceof PaymentConflictError) {
        payload.logger.error({ err: error, earningId }, 'wallet: the provider refused a transfer')
        await markEarning(req, earning.id, { transferStatus: 'failed' })
        return 'failed'
      }
      throw error
    }
  })
}
