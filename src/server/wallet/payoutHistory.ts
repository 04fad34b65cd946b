import type { Payload } from 'payload'

import type { PayoutPage } from '@/domain/wallet'
import { getPaymentProvider } from '@/server/payments'
import type { PayoutList } from '@/server/payments/connect'

/** The payouts of a connected account the caller was checked to own, newest first, one provider page. */
export async function payoutHistory(payload: Payload, accountId: string, page: PayoutPage): Promise<PayoutList> {
  return getPaymentProvider(payload).listPayouts({ accountId, ...page })
}
