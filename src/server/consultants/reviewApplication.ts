import type { PayloadRequest } from 'payload'

import { inTransaction } from '../db/transaction'
import { sendReviewMail } from '../email/reviewMail'
import { serverUrl } from '../env'
import { isLocale } from '@/domain/locale'
import { APPLICATION_STEPS } from '@/domain/navigation'
import type { ReviewDecision } from '@/domain/review/decision'

export type ReviewResult =
  { kind: 'done'; profileStatus: 'ACTIVE' | 'STEP4' } | { kind: 'not-found' } | { kind: 'not-submitted' }

/**
 * A reviewer's decision on a submitted application: approval makes the consultant ACTIVE and the profile
 * public; a change request sends the application back (STEP4, every step editable) with the reason and
 * the step concerned. Status and profile change in one transaction; the email follows once it is saved.
 */
export async function reviewApplication(
  req: PayloadRequest,
  consultantUserId: number,
  decision: ReviewDecision,
): Promise<ReviewResult> {
  const { payload } = req
  const user = await payload.findByID({ collection: 'users', id: consultantUserId, depth: 0, disableErrors: true })
  if (!user || user.role !== 'CONSULTANT') return { kind: 'not-found' }
  if (user.profileStatus !== 'APPLICATION_SUBMITTED') return { kind: 'not-submitted' }
  const profile = (
    await payload.find({ collection: 'consultant-profiles', where: { user: { equals: user.id } }, limit: 1, depth: 0 })
  ).docs[0]
  if (!profile) return { kind: 'not-found' }

  const approved = decision.decision === 'APPROVE'
  const profileStatus = approved ? 'ACTIVE' : 'STEP4'
  await inTransaction(req, async () => {
    await payload.update({ collection: 'users', id: user.id, data: { profileStatus }, req, overrideAccess: true })
    await payload.update({
      collection: 'consultant-profiles',
      id: profile.id,
      data: {
        ...(approved ? { published: true } : {}),
        reviewState: approved ? 'APPROVED' : 'CHANGES_REQUESTED',
        reviewReason: approved ? null : decision.reason,
        reviewStep: approved ? null : decision.step,
        reviewedAt: new Date().toISOString(),
        reviewedBy: req.user?.id ?? null,
      },
      req,
      overrideAccess: true,
    })
  })

  const path = approved ? '/consultant/dashboard/availability' : APPLICATION_STEPS[decision.step - 1]!.path
  await sendReviewMail(payload, {
    to: user.email,
    locale: isLocale(user.locale) ? user.locale : 'en',
    decision,
    firstName: user.firstName ?? '',
    link: `${serverUrl()}${path}`,
  })
  return { kind: 'done', profileStatus }
}
