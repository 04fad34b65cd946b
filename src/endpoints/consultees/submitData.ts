import type { Endpoint } from 'payload'

import { json, parseBody } from '../http'
import { ownerCaller } from './caller'
import { submitDataSchema } from '@/domain/consultee'
import { submitConsulteeData } from '@/server/consultees/submitData'

/** POST /api/consultees/submit-data: the required personal data; DATA_NOT_SUBMITTED becomes ACTIVE. */
export const submitConsulteeDataEndpoint: Endpoint = {
  path: '/consultees/submit-data',
  method: 'post',
  handler: async (req) => {
    const caller = ownerCaller(req, undefined, ['USER'])
    if ('response' in caller) return caller.response
    const { user, t } = caller
    const parsed = await parseBody(req, submitDataSchema, (key) => t(key))
    if ('response' in parsed) return parsed.response
    if (parsed.data.userId !== undefined && parsed.data.userId !== user.id) {
      return json(403, { message: t('forbidden'), code: 'FORBIDDEN' })
    }
    const result = await submitConsulteeData(req, user, parsed.data)
    if (result.kind === 'invalid') return json(400, { message: t('invalidInput'), errors: result.errors })
    if (result.kind === 'notPending') {
      return json(409, { message: t('alreadySubmitted'), code: 'ILLEGAL_TRANSITION' })
    }
    return json(200, { message: t('submitted'), ...result.data })
  },
}
