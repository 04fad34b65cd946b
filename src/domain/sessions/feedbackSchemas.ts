import { z } from 'zod'

import { msg } from '../schemas/messages'
import { COMPLETION_SUBMISSIONS } from '../status/consultationStatus'
import { ENGLISH_LEVELS, ISSUE_TYPES, REVIEW_LIMITS } from './feedbackOptions'

const optionalText = (max: number, message: Parameters<typeof msg>[0]) =>
  z
    .string({ error: msg('Invalid_value') })
    .trim()
    .max(max, msg(message))
    .optional()
    .transform((text) => (text ? text : undefined))

/**
 * How the consultee closes a session (POST /user/complete). An issue needs its type and a description;
 * the other two ignore them.
 */
export const completionSchema = z
  .object({
    status: z.enum(COMPLETION_SUBMISSIONS, { error: msg('Completion_status_invalid') }),
    issueType: z.enum(ISSUE_TYPES, { error: msg('Issue_type_required') }).nullish(),
    issueDescription: z
      .string({ error: msg('Invalid_value') })
      .trim()
      .max(REVIEW_LIMITS.issueDescription, msg('Issue_description_max_2000'))
      .nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.status !== 'PAST_ISSUE_REPORTED') return
    if (!body.issueType) ctx.addIssue({ code: 'custom', path: ['issueType'], message: msg('Issue_type_required') })
    if (!body.issueDescription) {
      ctx.addIssue({ code: 'custom', path: ['issueDescription'], message: msg('Issue_description_required') })
    }
  })

export type CompletionRequest = z.output<typeof completionSchema>

/** The consultee's review of the consultant (POST /user/review), in the field names of spec §7. */
export const consultantReviewSchema = z.object({
  ratingForConsultant: z.coerce
    .number({ error: msg('Rating_1_to_5') })
    .int(msg('Rating_1_to_5'))
    .min(1, msg('Rating_1_to_5'))
    .max(5, msg('Rating_1_to_5')),
  reviewHeadlineForConsultant: z
    .string({ error: msg('Review_headline_required') })
    .trim()
    .min(1, msg('Review_headline_required'))
    .max(REVIEW_LIMITS.headline, msg('Review_headline_max_100')),
  reviewForConsultant: optionalText(REVIEW_LIMITS.review, 'Review_max_2000'),
  privateNoteForConsultant: optionalText(REVIEW_LIMITS.privateNote, 'Private_note_max_1000'),
})

export type ConsultantReviewRequest = z.output<typeof consultantReviewSchema>

/** The consultant's assessment of the consultee (POST /consultant/review), in the field names of spec §7. */
export const consulteeReviewSchema = z.object({
  recommendToEmployerForUser: z.boolean({ error: msg('Recommendation_required') }),
  englishSkillsForUser: z.enum(ENGLISH_LEVELS, { error: msg('English_level_required') }),
  positiveCapabilityForUser: optionalText(REVIEW_LIMITS.capability, 'Assessment_max_1000'),
  negativePointsForUser: optionalText(REVIEW_LIMITS.capability, 'Assessment_max_1000'),
})

export type ConsulteeReviewRequest = z.output<typeof consulteeReviewSchema>
