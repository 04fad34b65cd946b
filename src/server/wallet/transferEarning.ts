import type { Payload } from 'payload'

import type { TransferStatus } from '@/domain/wallet'
import type { Earning } from '@/payload-types'
import { getPaymentProvider } from '@/server/payments'
import { PaymentConflictError, PaymentRequestRejectedError } from '@/server/payments/errors'
import { payoutAccountOf } from './payoutAccounts'

export const transferIdempotencyKey = (earningId: number) => `transfer:${earningId}`

const idOf = (ref: number | { id: number }) => (typeof ref === 'number' ? ref : ref.id)

async function mark(payload: Payload, earning: Earning, data: Partial<Earning>): Promise<void> {
  await payload.update({ collection: 'earnings', id: earning.id, data, depth: 0, overrideAccess: true })
}

/**
 * Transfers an earning's net share to its owner's connected account, once (the provider keys the transfer
 * by the earning). Without an account that can receive payouts the earning waits as not_connected until
 * onboarding completes (see completeOnboarding). A provider that cannot be reached throws, so the job retries.
 */
export async function transferEarning(payload: Payload, earningId: number): Promise<TransferStatus> {
  const earning = await payload.findByID({ collection: 'earnings', id: earningId, depth: 0, overrideAccess: true })
  if (earning.transferStatus === 'transferred') return 'transferred'
  const provider = getPaymentProvider(payload)
  const account = await payoutAccountOf(payload, idOf(earning.user))
  if (!account || account.provider !== provider.name || !account.payoutsEnabled) {
    await mark(payload, earning, { transferStatus: 'not_connected' })
    return 'not_connected'
  }
  const consultationId = earning.consultation == null ? null : String(idOf(earning.consultation))
  try {
    const { transferId } = await provider.createTransfer({
      amountCents: Number(earning.netCents),
      currency: 'eur',
      destinationAccountId: account.accountId,
      idempotencyKey: transferIdempotencyKey(earning.id),
      consultationId,
      metadata: { earningId: String(earning.id) },
    })
    await mark(payload, earning, { transferStatus: 'transferred', transferId, transferredAt: new Date().toISOString() })
    return 'transferred'
  } catch (error) {
    // Refused by the provider (not a network failure): retrying the same request cannot succeed.
    if (error instanceof PaymentRequestRejectedError || error instanceof PaymentConflictError) {
      payload.logger.error({ err: error, earningId }, 'wallet: the provider refused a transfer')
      await mark(payload, earning, { transferStatus: 'failed' })
      return 'failed'
    }
    throw error
  }
}
