import type { Endpoint } from 'payload'

import { paymentPublishableEndpoint } from '../payments/publishable'
import { adminRefundEndpoint, adminResolveIssueEndpoint } from './adminActions'
import { bookFreeConsultationEndpoint } from './bookFree'
import { createConsultationEndpoint } from './create'
import { assessConsulteeEndpoint, completeConsultationEndpoint, reviewConsultantEndpoint } from './feedbackActions'
import { paymentHistoryEndpoint } from './paymentHistory'
import { promoCodeEndpoint } from './promoCode'
import { quoteConsultationEndpoint } from './quote'
import {
  acceptRescheduleEndpoint,
  declineRescheduleEndpoint,
  proposeRescheduleEndpoint,
  rescheduleSlotsEndpoint,
  withdrawRescheduleEndpoint,
} from './reschedule'
import { confirmConsultationEndpoint, consulteeCancelEndpoint, consultantCancelEndpoint } from './sessionActions'
import { consultantSessionsEndpoint, consulteeSessionsEndpoint } from './sessionLists'

/**
 * /api/consultations/* of API.md. They live on the consultations collection: Payload routes every path
 * under a collection's slug to that collection, whose own endpoints are matched before its REST ones.
 */
export const consultationEndpoints: Endpoint[] = [
  createConsultationEndpoint,
  quoteConsultationEndpoint,
  promoCodeEndpoint,
  bookFreeConsultationEndpoint,
  paymentPublishableEndpoint,
  paymentHistoryEndpoint,
  confirmConsultationEndpoint,
  consultantCancelEndpoint,
  consulteeCancelEndpoint,
  completeConsultationEndpoint,
  reviewConsultantEndpoint,
  assessConsulteeEndpoint,
  adminRefundEndpoint,
  adminResolveIssueEndpoint,
  consultantSessionsEndpoint,
  consulteeSessionsEndpoint,
  proposeRescheduleEndpoint,
  acceptRescheduleEndpoint,
  declineRescheduleEndpoint,
  withdrawRescheduleEndpoint,
  rescheduleSlotsEndpoint,
]
