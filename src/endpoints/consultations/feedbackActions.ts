import type { Endpoint } from 'payload'

import { actionAnswer, actionCaller } from './sessionActionHttp'
import { completionSchema, consultantReviewSchema, consulteeReviewSchema } from '@/domain/sessions'
import { assessConsultee, completeConsultation, reviewConsultant } from '@/server/sessions/sessionFeedback'

/** POST /api/consultations/user/complete: confirms the session took place, reports an issue, or gives feedback. */
export const completeConsultationEndpoint: Endpoint = {
  path: '/user/complete',
  method: 'post',
  handler: async (req) => {
    const caller = await actionCaller(req, 'USER', 'userId', completionSchema)
    return actionAnswer(req, 'actionFailed', () =>
      completeConsultation(req.payload, caller.consultationId, caller.userId, caller.body, new Date()),
    )
  },
}

/** POST /api/consultations/user/review: the consultee rates the consultant. */
export const reviewConsultantEndpoint: Endpoint = {
  path: '/user/review',
  method: 'post',
  handler: async (req) => {
    const caller = await actionCaller(req, 'USER', 'userId', consultantReviewSchema)
    return actionAnswer(req, 'actionFailed', () =>
      reviewConsultant(req.payload, caller.consultationId, caller.userId, caller.body, new Date()),
    )
  },
}

/** POST /api/consultations/consultant/review: the consultant assesses the consultee for employers. */
export const assessConsulteeEndpoint: Endpoint = {
  path: '/consultant/review',
  method: 'post',
  handler: async (req) => {
    const caller = await actionCaller(req, 'CONSULTANT', 'consultantId', consulteeReviewSchema)
    return actionAnswer(req, 'actionFailed', () =>
      assessConsultee(req.payload, caller.consultationId, caller.userId, caller.body, new Date()),
    )
  },
}
