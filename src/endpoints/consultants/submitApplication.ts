import type { Endpoint } from 'payload'

import { json, requestLocale } from '../http'
import { APPLICATION_STEPS } from '@/domain/navigation'
import { firstIncompleteStep } from '@/domain/review/completeness'
import { loadApplication } from '@/server/consultants/loadApplication'
import { submitApplication } from '@/server/consultants/submitApplication'
import { serverTranslator } from '@/server/i18n'
import { requireCaller } from '@/server/http/requireCaller'

const APPLICANT_STATUSES = ['REGISTERED', 'STEP1', 'STEP2', 'STEP3', 'STEP4']

/** POST /api/consultants/application/submit: once all four steps are saved, the application goes to review. */
export const submitApplicationEndpoint: Endpoint = {
  path: '/consultants/application/submit',
  method: 'post',
  handler: async (req) => {
    const user = requireCaller(req, { roles: ['CONSULTANT'] })
    const locale = requestLocale(req)
    const t = serverTranslator(locale, 'api')
    const state = await loadApplication(req.payload, user.id)
    if (!APPLICANT_STATUSES.includes(state.profileStatus)) {
      return json(409, { message: t('applicationAlreadySubmitted'), code: 'ALREADY_SUBMITTED' })
    }
    const missing = firstIncompleteStep(state)
    if (missing !== null || state.profileStatus !== 'STEP4') {
      const step = missing ?? 4
      const name = t(`steps.${APPLICATION_STEPS[step - 1]!.key}`)
      const message = t('applicationStepMissing', { step, name })
      return json(400, { message, code: 'STEP_MISSING', step, errors: [{ path: 'step', message }] })
    }
    await submitApplication(req, user.id)
    return json(200, { profileStatus: 'APPLICATION_SUBMITTED' })
  },
}
