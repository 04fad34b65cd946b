import type { Payload, PayloadRequest } from 'payload'

import { consultationActionRefusal } from '@/server/booking/consultationActionRefusal'
import { withLockedConsultation, writeOutcome } from '@/server/booking/lockedConsultation'
import type { PaymentProvider } from '@/server/payments/provider'
import type { IssueResolution } from '@/domain/sessions'
import type { ConsultationStatus, PaymentStatus } from '@/domain/status'
import type { Consultation } from '@/payload-types'

export type AdminActionResult = {
  consultationId: number
  status: ConsultationStatus
  paymentStatus: PaymentStatus | null
}

const REFUNDABLE: readonly (PaymentStatus | null | undefined)[] = ['captured', 'partially_refunded']

/**
 * Refunds a captured payment, `amountCents` or all that is left, and records it; the key makes a repeated
 * click a no-op. Recording the refunded total credits it (collections/Consultations/hooks/creditRefunds.ts).
 */
async function refund(
  req: PayloadRequest,
  provider: PaymentProvider,
  consultation: Consultation,
  status: ConsultationStatus,
  amountCents?: number,
): Promise<PaymentStatus> {
  const intentId = consultation.payment?.paymentIntentId
  if (!intentId || !REFUNDABLE.includes(consultation.payment?.status)) {
    throw consultationActionRefusal('ILLEGAL_TRANSITION')
  }
  const key = `admin-refund:${consultation.id}:${consultation.payment?.status}:${amountCents ?? 'rest'}`
  const answer = await provider.refund(intentId, { ...(amountCents ? { amountCents } : {}), idempotencyKey: key })
  await writeOutcome(req, consultation, status, answer.status, answer.amountCents)
  return answer.status
}

/** Admin panel: refunds a consultation's captured payment in full or in part; the status stays as it is. */
export async function refundByAdmin(
  payload: Payload,
  provider: PaymentProvider,
  consultationId: number,
  adminId: number,
  amountCents?: number,
): Promise<AdminActionResult> {
  return withLockedConsultation(
    payload,
    consultationId,
    { side: 'admin', userId: adminId },
    async (consultation, req) => {
      if (amountCents !== undefined && amountCents > (consultation.price?.totalCents ?? 0)) {
        throw consultationActionRefusal('ILLEGAL_TRANSITION')
      }
      const paymentStatus = await refund(req, provider, consultation, consultation.status, amountCents)
      return { consultationId, status: consultation.status, paymentStatus }
    },
  )
}

async function markResolved(
  req: PayloadRequest,
  consultation: Consultation,
  resolution: IssueResolution,
  adminId: number,
) {
  await req.payload.update({
    collection: 'consultations',
    id: consultation.id,
    data: {
      issue: { ...consultation.issue, resolution, resolvedAt: new Date().toISOString(), resolvedBy: adminId },
    },
    depth: 0,
    req,
    overrideAccess: true,
  })
}

/**
 * Closes a reported issue: COMPLETED pays the consultant as if the consultee had confirmed; REFUNDED gives
 * the consultee their money back and the session stays reported (now resolved).
 */
export async function resolveIssue(
  payload: Payload,
  provider: PaymentProvider,
  consultationId: number,
  adminId: number,
  resolution: IssueResolution,
): Promise<AdminActionResult> {
  return withLockedConsultation(
    payload,
    consultationId,
    { side: 'admin', userId: adminId },
    async (consultation, req) => {
      if (consultation.status !== 'PAST_ISSUE_REPORTED' || consultation.issue?.resolvedAt) {
        throw consultationActionRefusal('ILLEGAL_TRANSITION')
      }
      let status: ConsultationStatus = consultation.status
      let paymentStatus: PaymentStatus | null = consultation.payment?.status ?? null
      if (resolution === 'COMPLETED') {
        status = 'PAST_COMPLETED_WITH_USER_CONFIRMATION'
        await writeOutcome(req, consultation, status, null)
      } else if (consultation.payment?.paymentIntentId) {
        paymentStatus = await refund(req, provider, consultation, status)
      }
      await markResolved(req, consultation, resolution, adminId)
      return { consultationId, status, paymentStatus }
    },
  )
}
