import type { Payload, PayloadRequest } from 'payload'

import { queueSessionNotice } from './statusNotices'
import { refreshConsultantRating } from './consultantRating'
import { consultationActionRefusal } from '@/server/booking/consultationActionRefusal'
import type { ActionResult } from '@/server/booking/consultationActions'
import { withLockedConsultation, writeOutcome } from '@/server/booking/lockedConsultation'
import {
  completionPlan,
  consultantAssessmentPlan,
  consulteeReviewPlan,
  type CompletionRequest,
  type ConsultantReviewRequest,
  type ConsulteeReviewRequest,
  type FeedbackPlan,
} from '@/domain/sessions'
import type { ConsultationStatus } from '@/domain/status'
import type { Consultation } from '@/payload-types'

const idOf = (relation: number | { id: number }) => (typeof relation === 'number' ? relation : relation.id)

/** Walks the planned statuses one transition at a time (each change runs its hooks) and answers the last. */
async function follow(
  req: PayloadRequest,
  consultation: Consultation,
  plan: FeedbackPlan,
): Promise<ConsultationStatus> {
  if (plan.kind === 'refused') throw consultationActionRefusal('ILLEGAL_TRANSITION')
  let current = consultation
  for (const status of plan.steps) {
    await writeOutcome(req, current, status, null)
    current = { ...current, status }
  }
  return current.status
}

async function markConsultation(req: PayloadRequest, id: number, data: Partial<Consultation>): Promise<void> {
  await req.payload.update({ collection: 'consultations', id, data, depth: 0, req, overrideAccess: true })
}

/** POST /user/complete: the consultee confirms the session took place, reports an issue, or gives feedback. */
export async function completeConsultation(
  payload: Payload,
  consultationId: number,
  userId: number,
  sent: CompletionRequest,
  now: Date,
): Promise<ActionResult> {
  return withLockedConsultation(payload, consultationId, { side: 'consultee', userId }, async (consultation, req) => {
    const start = { status: consultation.status, endsAt: new Date(consultation.endsAt) }
    const status = await follow(req, consultation, completionPlan(start, sent.status, now))
    if (sent.status === 'PAST_ISSUE_REPORTED') {
      const issue = { type: sent.issueType, description: sent.issueDescription, reportedAt: now.toISOString() }
      await markConsultation(req, consultation.id, { issue })
      return { consultationId, status, outcome: 'reported' }
    }
    if (sent.status === 'FEEDBACK_GIVEN' && !consultation.feedbackGivenAt) {
      await markConsultation(req, consultation.id, { feedbackGivenAt: now.toISOString() })
    }
    return { consultationId, status, outcome: sent.status === 'CONFIRMED' ? 'sessionConfirmed' : 'feedback' }
  })
}

async function hasReview(req: PayloadRequest, collection: 'reviews' | 'consultee-reviews', consultationId: number) {
  const { totalDocs } = await req.payload.count({
    collection,
    where: { consultation: { equals: consultationId } },
    req,
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** POST /user/review: one review per session; the consultant's average rating follows in the same transaction. */
export async function reviewConsultant(
  payload: Payload,
  consultationId: number,
  userId: number,
  review: ConsultantReviewRequest,
  now: Date,
): Promise<ActionResult> {
  return withLockedConsultation(payload, consultationId, { side: 'consultee', userId }, async (consultation, req) => {
    const start = { status: consultation.status, endsAt: new Date(consultation.endsAt) }
    const plan = consulteeReviewPlan(start, now)
    if (plan.kind === 'allowed' && (await hasReview(req, 'reviews', consultationId))) {
      throw consultationActionRefusal('ALREADY_REVIEWED')
    }
    const status = await follow(req, consultation, plan)
    const consultantId = idOf(consultation.consultant)
    await req.payload.create({
      collection: 'reviews',
      data: {
        consultation: consultationId,
        consultant: consultantId,
        user: userId,
        rating: review.ratingForConsultant,
        headline: review.reviewHeadlineForConsultant,
        body: review.reviewForConsultant,
        privateNote: review.privateNoteForConsultant,
      },
      depth: 0,
      req,
      overrideAccess: true,
    })
    await markConsultation(req, consultationId, { feedbackGivenAt: consultation.feedbackGivenAt ?? now.toISOString() })
    await refreshConsultantRating(req, consultantId)
    await queueSessionNotice(req, consultationId, 'review-received')
    return { consultationId, status, outcome: 'feedback' }
  })
}

/** POST /consultant/review: the consultant's assessment of the consultee, once per session. */
export async function assessConsultee(
  payload: Payload,
  consultationId: number,
  consultantId: number,
  assessment: ConsulteeReviewRequest,
  now: Date,
): Promise<ActionResult> {
  const party = { side: 'consultant', userId: consultantId } as const
  return withLockedConsultation(payload, consultationId, party, async (consultation, req) => {
    const start = { status: consultation.status, endsAt: new Date(consultation.endsAt) }
    const plan = consultantAssessmentPlan(start, now)
    if (plan.kind === 'allowed' && (await hasReview(req, 'consultee-reviews', consultationId))) {
      throw consultationActionRefusal('ALREADY_REVIEWED')
    }
    const status = await follow(req, consultation, plan)
    await req.payload.create({
      collection: 'consultee-reviews',
      data: {
        consultation: consultationId,
        consultant: consultantId,
        user: idOf(consultation.user),
        recommendToEmployer: assessment.recommendToEmployerForUser,
        englishSkills: assessment.englishSkillsForUser,
        positiveCapability: assessment.positiveCapabilityForUser,
        negativePoints: assessment.negativePointsForUser,
      },
      depth: 0,
      req,
      overrideAccess: true,
    })
    await markConsultation(req, consultationId, { consulteeReviewedAt: now.toISOString() })
    return { consultationId, status, outcome: 'feedback' }
  })
}
