import type { Endpoint } from 'payload'

import { json, parseBody } from '../http'
import { accountCaller } from './caller'
import { consulteeUpdateSchemaAt } from '@/domain/consultee'
import { updateConsultee } from '@/server/consultees/updateConsultee'
import { invalidInput, Refusal, text } from '@/server/http/refusal'

/** PATCH /api/consultees/update: the caller's own profile fields, picture, onboarding status and consents. */
export const updateConsulteeEndpoint: Endpoint = {
  path: '/consultees/update',
  method: 'patch',
  handler: async (req) => {
    const caller = accountCaller(req, { roles: ['USER'] })
    const { user, locale, t } = caller
    const parsed = await parseBody(req, consulteeUpdateSchemaAt(new Date()))
    accountCaller(req, { roles: ['USER'], owner: parsed.data.userId })
    const result = await updateConsultee(req, user, parsed.data, locale)
    if (result.kind === 'invalid') throw invalidInput(result.errors, text('consultee.api', 'invalidInput'))
    if (result.kind === 'illegalTransition') {
      throw new Refusal(409, 'ILLEGAL_TRANSITION', text('consultee.api', 'illegalTransition'), {
        fields: { from: result.from, to: result.to },
      })
    }
    return json(200, { message: t('updated'), ...result.data })
  },
}
