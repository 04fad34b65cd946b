import 'server-only'

import type { Payload } from 'payload'

import { DEFAULT_PAGE_SIZE } from '@/domain/paging'
import { DEFAULT_PAYOUT_PAGE_SIZE } from '@/domain/wallet'
import type { PayoutAccount } from '@/payload-types'
import { publishableInfo } from '@/server/payments'
import type { PayoutList } from '@/server/payments/connect'
import { earningsPage, type EarningsPage } from '@/server/wallet/earningsPage'
import { payoutAccountOf } from '@/server/wallet/payoutAccounts'
import { payoutHistory } from '@/server/wallet/payoutHistory'
import { statementLinksOf, type StatementLink } from '@/server/wallet/statementLinks'

export type WalletData = {
  provider: string
  earnings: EarningsPage
  account: PayoutAccount | null
  /** Null when there is no usable account yet; 'failed' when the provider could not be asked. */
  payouts: PayoutList | 'failed' | null
  statements: StatementLink[]
}

/** Everything the wallet page shows on first load. */
export async function walletData(payload: Payload, userId: number): Promise<WalletData> {
  const provider = publishableInfo().provider
  const [earnings, stored, statements] = await Promise.all([
    earningsPage(payload, userId, DEFAULT_PAGE_SIZE, undefined),
    payoutAccountOf(payload, userId),
    statementLinksOf(payload, userId),
  ])
  const account = stored && stored.provider === provider ? stored : null
  let payouts: WalletData['payouts'] = null
  if (account?.onboarded) {
    payouts = await payoutHistory(payload, account.accountId, { limit: DEFAULT_PAYOUT_PAGE_SIZE }).catch(
      (error: unknown) => {
        payload.logger.error({ err: error, userId }, 'wallet: payout history failed')
        return 'failed' as const
      },
    )
  }
  return { provider, earnings, account, payouts, statements }
}
