import type { Endpoint } from 'payload'

import { json, parseBody } from '../http'
import { accountCaller } from '../consultees/caller'
import { consentInputSchema } from '@/domain/consents'
import { changeConsent, consentCenterOf } from '@/server/consents/consentCenter'
import { forbidden, Refusal, text } from '@/server/http/refusal'

/** GET /api/account/consents: the consents center of the caller (both roles). */
export const accountConsentsEndpoint: Endpoint = {
  path: '/account/consents',
  method: 'get',
  handler: async (req) => {
    const caller = accountCaller(req, { roles: ['USER', 'CONSULTANT'] })
    return json(200, await consentCenterOf(req, caller.user, caller.locale))
  },
}

/** POST /api/account/consents `{ consentType, status, version }`: give, withdraw or renew one consent. */
export const changeConsentEndpoint: Endpoint = {
  path: '/account/consents',
  method: 'post',
  handler: async (req) => {
    const caller = accountCaller(req, { roles: ['USER', 'CONSULTANT'] })
    const { user, locale, t } = caller
    const parsed = await parseBody(req, consentInputSchema)
    const result = await changeConsent(req, user, parsed.data, locale)
    if (result.kind === 'outdated') {
      throw new Refusal(409, 'CONSENT_VERSION_OUTDATED', text('consultee.api', 'consentOutdated'))
    }
    if (result.kind === 'notAllowed') throw forbidden(text('consultee.api', 'consentNotChangeable'))
    return json(200, { message: t('consentRecorded'), ...(await consentCenterOf(req, user, locale)) })
  },
}
