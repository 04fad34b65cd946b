import type { Endpoint } from 'payload'

import { json, requestLocale } from '../http'
import type { Locale } from '@/domain/locale'
import { APPLICATION_STEPS } from '@/domain/navigation'
import { firstIncompleteStep } from '@/domain/review/completeness'
import { loadApplication } from '@/server/consultants/loadApplication'
import { submitApplication } from '@/server/consultants/submitApplication'
import { Refusal, text } from '@/server/http/refusal'
import { requireCaller } from '@/server/http/requireCaller'
import { translateKey } from '@/server/i18n'

const APPLICANT_STATUSES = ['REGISTERED', 'STEP1', 'STEP2', 'STEP3', 'STEP4']

/** 400 naming the first step still missing; the field error repeats the message, in the request's language. */
function stepMissing(locale: Locale, step: number): Refusal {
  const name = translateKey(locale, 'api', `steps.${APPLICATION_STEPS[step - 1]!.key}`)
  const params = { step, name }
  const errors = [{ path: 'step', message: translateKey(locale, 'api', 'applicationStepMissing', params) }]
  return new Refusal(400, 'STEP_MISSING', text('api', 'applicationStepMissing', params), { errors, fields: { step } })
}

/** POST /api/consultants/application/submit: once all four steps are saved, the application goes to review. */
export const submitApplicationEndpoint: Endpoint = {
  path: '/consultants/application/submit',
  method: 'post',
  handler: async (req) => {
    const user = requireCaller(req, { roles: ['CONSULTANT'] })
    const state = await loadApplication(req.payload, user.id)
    if (!APPLICANT_STATUSES.includes(state.profileStatus)) {
      throw new Refusal(409, 'ALREADY_SUBMITTED', text('api', 'applicationAlreadySubmitted'))
    }
    const missing = firstIncompleteStep(state)
    if (missing !== null || state.profileStatus !== 'STEP4') throw stepMissing(requestLocale(req), missing ?? 4)
    await submitApplication(req, user.id)
    return json(200, { profileStatus: 'APPLICATION_SUBMITTED' })
  },
}
