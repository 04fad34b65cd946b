import type { Endpoint } from 'payload'

import { json, requestLocale } from '../http'
import { activeConsultant, forbidden } from './consultantCaller'
import { payoutPageOf } from '@/domain/wallet'
import { serverTranslator } from '@/server/i18n'
import { PaymentRequestRejectedError } from '@/server/payments/errors'
import { payoutAccountOf } from '@/server/wallet/payoutAccounts'
import { payoutHistory } from '@/server/wallet/payoutHistory'
import { walletTranslator } from '@/server/wallet/walletTranslator'

/** GET /api/payments/payout-history?connectId&limit&startingAfter|endingBefore: the payouts of the caller's account. */
export const payoutHistoryEndpoint: Endpoint = {
  path: '/payments/payout-history',
  method: 'get',
  handler: async (req) => {
    const caller = activeConsultant(req)
    if ('response' in caller) return caller.response
    const locale = requestLocale(req)
    const query = req.searchParams
    const page = payoutPageOf({
      limit: query.get('limit'),
      startingAfter: query.get('startingAfter'),
      endingBefore: query.get('endingBefore'),
    })
    if (!page) return json(400, { message: serverTranslator(locale, 'api')('invalidInput') })
    const account = await payoutAccountOf(req.payload, caller.user.id)
    // Someone else's account, or an account the caller does not have: never ask the provider about it.
    if (!account || account.accountId !== query.get('connectId')) return forbidden(req)
    try {
      return json(200, await payoutHistory(req.payload, account.accountId, page), { 'cache-control': 'no-store' })
    } catch (error) {
      // A cursor the provider does not know is the caller's mistake; anything else is the provider's.
      const rejected = error instanceof PaymentRequestRejectedError
      const log = { err: error, userId: caller.user.id }
      if (rejected) req.payload.logger.warn(log, 'wallet: the provider refused a payout history page')
      else req.payload.logger.error(log, 'wallet: payout history failed')
      const status = rejected ? 400 : 502
      return json(status, { message: walletTranslator(locale)('payoutHistoryFailed'), code: 'PAYOUT_HISTORY_FAILED' })
    }
  },
}
