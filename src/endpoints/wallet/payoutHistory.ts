import type { Endpoint } from 'payload'

import { json } from '../http'
import { payoutPageOf } from '@/domain/wallet'
import { forbidden, invalidInput, Refusal, text } from '@/server/http/refusal'
import { requireCaller } from '@/server/http/requireCaller'
import { PaymentRequestRejectedError } from '@/server/payments/errors'
import { payoutAccountOf } from '@/server/wallet/payoutAccounts'
import { payoutHistory } from '@/server/wallet/payoutHistory'

/** GET /api/payments/payout-history?connectId&limit&startingAfter|endingBefore: the payouts of the caller's account. */
export const payoutHistoryEndpoint: Endpoint = {
  path: '/payments/payout-history',
  method: 'get',
  handler: async (req) => {
    const user = requireCaller(req, { roles: ['CONSULTANT'], active: true })
    const query = req.searchParams
    const page = payoutPageOf({
      limit: query.get('limit'),
      startingAfter: query.get('startingAfter'),
      endingBefore: query.get('endingBefore'),
    })
    if (!page) throw invalidInput()
    const account = await payoutAccountOf(req.payload, user.id)
    // Someone else's account, or an account the caller does not have: never ask the provider about it.
    if (!account || account.accountId !== query.get('connectId')) throw forbidden()
    try {
      return json(200, await payoutHistory(req.payload, account.accountId, page))
    } catch (error) {
      // A cursor the provider does not know is the caller's mistake (400); anything else is the provider's
      // (502, logged as a failure with its cause).
      const rejected = error instanceof PaymentRequestRejectedError
      if (rejected) req.payload.logger.warn({ err: error, userId: user.id }, 'wallet: the provider refused a page')
      const message = text('wallet.api', 'payoutHistoryFailed')
      throw new Refusal(rejected ? 400 : 502, 'PAYOUT_HISTORY_FAILED', message, { cause: error })
    }
  },
}
