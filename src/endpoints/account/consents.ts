import type { Endpoint } from 'payload'

import { json, parseBody } from '../http'
import { ownerCaller } from '../consultees/caller'
import { consentInputSchema } from '@/domain/consents'
import { changeConsent, consentCenterOf } from '@/server/consents/consentCenter'

/** GET /api/account/consents: the consents center of the caller (both roles). */
export const accountConsentsEndpoint: Endpoint = {
  path: '/account/consents',
  method: 'get',
  handler: async (req) => {
    const caller = ownerCaller(req, undefined, ['USER', 'CONSULTANT'])
    if ('response' in caller) return caller.response
    return json(200, await consentCenterOf(req, caller.user, caller.locale))
  },
}

/** POST /api/account/consents `{ consentType, status, version }`: give, withdraw or renew one consent. */
export const changeConsentEndpoint: Endpoint = {
  path: '/account/consents',
  method: 'post',
  handler: async (req) => {
    const caller = ownerCaller(req, undefined, ['USER', 'CONSULTANT'])
    if ('response' in caller) return caller.response
    const { user, locale, t } = caller
    const parsed = await parseBody(req, consentInputSchema, (key) => t(key))
    if ('response' in parsed) return parsed.response
    const result = await changeConsent(req, user, parsed.data, locale)
    if (result.kind === 'outdated') {
      return json(409, { message: t('consentOutdated'), code: 'CONSENT_VERSION_OUTDATED' })
    }
    if (result.kind === 'notAllowed') return json(403, { message: t('consentNotChangeable'), code: 'FORBIDDEN' })
    return json(200, { message: t('consentRecorded'), ...(await consentCenterOf(req, user, locale)) })
  },
}
