import type { Endpoint } from 'payload'
import { z } from 'zod'

import { json, parseBody, requestLocale } from '../http'
import { activeConsultant, forbidden } from './consultantCaller'
import { recordIdSchema } from '@/domain/ids'
import { ownOriginUrl } from '@/domain/wallet'
import { serverUrl } from '@/server/env'
import { serverTranslator } from '@/server/i18n'
import { startPayoutOnboarding } from '@/server/wallet/onboarding'
import { walletTranslator } from '@/server/wallet/walletTranslator'

const bodySchema = z.object({
  consultantId: recordIdSchema('wallet.errors.invalidConsultantId'),
  returnUrl: z.string({ error: 'wallet.errors.urlNotOurs' }).max(2000, { error: 'wallet.errors.urlNotOurs' }),
  refreshUrl: z.string({ error: 'wallet.errors.urlNotOurs' }).max(2000, { error: 'wallet.errors.urlNotOurs' }),
})

/**
 * POST /api/payments/onboarding {consultantId, returnUrl, refreshUrl}: the caller's own payout onboarding.
 * Both URLs must lead back to our own site: the provider redirects the consultant to them.
 */
export const payoutOnboardingEndpoint: Endpoint = {
  path: '/payments/onboarding',
  method: 'post',
  handler: async (req) => {
    const caller = activeConsultant(req)
    if ('response' in caller) return caller.response
    const locale = requestLocale(req)
    const api = serverTranslator(locale, 'api')
    const parsed = await parseBody(req, bodySchema, (key) => api(key))
    if ('response' in parsed) return parsed.response
    if (parsed.data.consultantId !== caller.user.id) return forbidden(req)
    const returnUrl = ownOriginUrl(parsed.data.returnUrl, serverUrl())
    const refreshUrl = ownOriginUrl(parsed.data.refreshUrl, serverUrl())
    if (!returnUrl || !refreshUrl) {
      const errors = [
        ...(returnUrl ? [] : [{ path: 'returnUrl', message: 'wallet.errors.urlNotOurs' }]),
        ...(refreshUrl ? [] : [{ path: 'refreshUrl', message: 'wallet.errors.urlNotOurs' }]),
      ]
      return json(400, { message: api('invalidInput'), errors })
    }
    try {
      const link = await startPayoutOnboarding(req.payload, caller.user, { returnUrl, refreshUrl })
      return json(200, link, { 'cache-control': 'no-store' })
    } catch (error) {
      req.payload.logger.error({ err: error, userId: caller.user.id }, 'wallet: payout onboarding failed')
      return json(502, { message: walletTranslator(locale)('onboardingFailed'), code: 'ONBOARDING_FAILED' })
    }
  },
}
