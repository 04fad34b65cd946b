import type { Endpoint } from 'payload'

import { json, parseBody } from '../http'
import { accountCaller } from './caller'
import { submitDataSchema } from '@/domain/consultee'
import { submitConsulteeData } from '@/server/consultees/submitData'
import { invalidInput, Refusal, text } from '@/server/http/refusal'

/** POST /api/consultees/submit-data: the required personal data; DATA_NOT_SUBMITTED becomes ACTIVE. */
export const submitConsulteeDataEndpoint: Endpoint = {
  path: '/consultees/submit-data',
  method: 'post',
  handler: async (req) => {
    const caller = accountCaller(req, { roles: ['USER'] })
    const { user, t } = caller
    const parsed = await parseBody(req, submitDataSchema)
    accountCaller(req, { roles: ['USER'], owner: parsed.data.userId })
    const result = await submitConsulteeData(req, user, parsed.data)
    if (result.kind === 'invalid') throw invalidInput(result.errors, text('consultee.api', 'invalidInput'))
    if (result.kind === 'notPending') {
      throw new Refusal(409, 'ILLEGAL_TRANSITION', text('consultee.api', 'alreadySubmitted'))
    }
    return json(200, { message: t('submitted'), ...result.data })
  },
}
