import type { Endpoint } from 'payload'

import { actionAnswer, actionCaller } from './sessionActionHttp'
import { cancelConsultation, confirmConsultation } from '@/server/booking/consultationActions'
import { getPaymentProvider } from '@/server/payments'

/** POST /api/consultations/consultant/confirm: the consultant accepts a request; its payment is captured. */
export const confirmConsultationEndpoint: Endpoint = {
  path: '/consultant/confirm',
  method: 'post',
  handler: async (req) => {
    const caller = await actionCaller(req, 'CONSULTANT', 'consultantId')
    return actionAnswer(req, 'actionFailed', () =>
      confirmConsultation(req.payload, getPaymentProvider(req.payload), caller.consultationId, caller.userId),
    )
  },
}

/** POST /api/consultations/consultant/cancel: declines a request, or cancels a confirmed session with a full refund. */
export const consultantCancelEndpoint: Endpoint = {
  path: '/consultant/cancel',
  method: 'post',
  handler: async (req) => {
    const caller = await actionCaller(req, 'CONSULTANT', 'consultantId')
    const party = { side: 'consultant', userId: caller.userId } as const
    return actionAnswer(req, 'cancelFailed', () =>
      cancelConsultation(req.payload, getPaymentProvider(req.payload), caller.consultationId, party, new Date()),
    )
  },
}

/** POST /api/consultations/user/cancel: the consultee cancels, refunded as the booking settings say. */
export const consulteeCancelEndpoint: Endpoint = {
  path: '/user/cancel',
  method: 'post',
  handler: async (req) => {
    const caller = await actionCaller(req, 'USER', 'userId')
    const party = { side: 'consultee', userId: caller.userId } as const
    return actionAnswer(req, 'cancelFailed', () =>
      cancelConsultation(req.payload, getPaymentProvider(req.payload), caller.consultationId, party, new Date()),
    )
  },
}
