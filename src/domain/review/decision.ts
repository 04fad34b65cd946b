import { z } from 'zod'

import { msg } from '../schemas/messages'

export const REVIEW_REASON_MIN_LENGTH = 20
export const REVIEW_REASON_MAX_LENGTH = 1000
/** Where an application stands in review, shown to reviewers and used to filter their list. */
export const REVIEW_STATES = ['SUBMITTED', 'CHANGES_REQUESTED', 'APPROVED'] as const
export type ReviewState = (typeof REVIEW_STATES)[number]

/** A reviewer approves, or sends the application back with a reason and the step that needs changes. */
export const reviewDecisionSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('APPROVE') }),
    z.object({
      decision: z.literal('REQUEST_CHANGES'),
      reason: z
        .string({ error: msg('Review_reason_required') })
        .trim()
        .min(1, { error: msg('Review_reason_required'), abort: true })
        .min(REVIEW_REASON_MIN_LENGTH, msg('Review_reason_min_20'))
        .max(REVIEW_REASON_MAX_LENGTH, msg('Review_reason_max_1000')),
      step: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: msg('Review_step_required') }),
    }),
  ],
  { error: msg('Review_decision_invalid') },
)

export type ReviewDecision = z.output<typeof reviewDecisionSchema>
