import type { Endpoint } from 'payload'
import { z } from 'zod'

import { json, parseBody } from '../http'
import { recordIdSchema } from '@/domain/ids'
import { ownOriginUrl } from '@/domain/wallet'
import { serverUrl } from '@/server/env'
import { invalidInput, Refusal, text } from '@/server/http/refusal'
import { requireCaller } from '@/server/http/requireCaller'
import { startPayoutOnboarding } from '@/server/wallet/onboarding'

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
    const user = requireCaller(req, { roles: ['CONSULTANT'], active: true })
    const parsed = await parseBody(req, bodySchema)
    requireCaller(req, { owner: parsed.data.consultantId })
    const returnUrl = ownOriginUrl(parsed.data.returnUrl, serverUrl())
    const refreshUrl = ownOriginUrl(parsed.data.refreshUrl, serverUrl())
    if (!returnUrl || !refreshUrl) {
      const errors = [
        ...(returnUrl ? [] : [{ path: 'returnUrl', message: 'wallet.errors.urlNotOurs' }]),
        ...(refreshUrl ? [] : [{ path: 'refreshUrl', message: 'wallet.errors.urlNotOurs' }]),
      ]
      throw invalidInput(errors)
    }
    try {
      const link = await startPayoutOnboarding(req.payload, user, { returnUrl, refreshUrl })
      return json(200, link)
    } catch (error) {
      // Logged as a failure with its cause.
      throw new Refusal(502, 'ONBOARDING_FAILED', text('wallet.api', 'onboardingFailed'), { cause: error })
    }
  },
}
