import type { Endpoint } from 'payload'

import { json, parseBody } from '../http'
import { ownerCaller } from './caller'
import { consulteeUpdateSchemaAt } from '@/domain/consultee'
import { updateConsultee } from '@/server/consultees/updateConsultee'

/** PATCH /api/consultees/update: the caller's own profile fields, picture, onboarding status and consents. */
export const updateConsulteeEndpoint: Endpoint = {
  path: '/consultees/update',
  method: 'patch',
  handler: async (req) => {
    const caller = ownerCaller(req, undefined, ['USER'])
    if ('response' in caller) return caller.response
    const { user, locale, t } = caller
    const parsed = await parseBody(req, consulteeUpdateSchemaAt(new Date()), (key) => t(key))
    if ('response' in parsed) return parsed.response
    if (parsed.data.userId !== undefined && parsed.data.userId !== user.id) {
      return json(403, { message: t('forbidden'), code: 'FORBIDDEN' })
    }
    const result = await updateConsultee(req, user, parsed.data, locale)
    if (result.kind === 'invalid') return json(400, { message: t('invalidInput'), errors: result.errors })
    if (result.kind === 'illegalTransition') {
      return json(409, {
        message: t('illegalTransition'),
        code: 'ILLEGAL_TRANSITION',
        from: result.from,
        to: result.to,
      })
    }
    return json(200, { message: t('updated'), ...result.data })
  },
}
