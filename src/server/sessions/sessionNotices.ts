import type { Payload } from 'payload'

import { noticeMail, type RescheduleRound } from './noticeMail'
import { noticeParties } from './noticeParties'
import { sendOnce } from './sendOnce'
import { invoiceFile } from '@/server/invoices/invoiceFiles'
import { isSessionNotice, noticeKey, noticeRecipients } from '@/domain/sessions/notices'
import type { Consultation } from '@/payload-types'

async function reviewOf(payload: Payload, consultationId: number) {
  const found = await payload.find({
    collection: 'reviews',
    where: { consultation: { equals: consultationId } },
    select: { rating: true, headline: true },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  const review = found.docs[0]
  return review ? { rating: review.rating, headline: review.headline } : undefined
}

/** The PDF of a consultation's invoice, to go with the consultee's confirmation. */
async function invoiceAttachment(payload: Payload, consultationId: number) {
  const { docs } = await payload.find({
    collection: 'invoices',
    where: { and: [{ consultation: { equals: consultationId } }, { kind: { equals: 'invoice' } }] },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  const invoice = docs[0]
  return invoice ? { ...(await invoiceFile(invoice, 'pdf')), number: invoice.number } : undefined
}

/**
 * The proposal a reschedule notice of `round` is about: the open one when it was made in that round, else
 * the history's entry for the round (accepted, declined or withdrawn).
 */
function rescheduleRound(consultation: Consultation, round: number | undefined): RescheduleRound | null {
  if (round === undefined) return null
  const history = consultation.rescheduleHistory ?? []
  const open = consultation.rescheduleProposal
  if (history.length === round && open?.startsAt && open.proposedBy) {
    return { proposedBy: open.proposedBy, outcome: 'open', proposedStart: new Date(open.startsAt) }
  }
  const entry = history[round - 1]
  if (!entry) return null
  return {
    proposedBy: entry.proposedBy,
    outcome: entry.outcome,
    proposedStart: new Date(entry.toStartsAt),
    previousStart: new Date(entry.fromStartsAt),
  }
}

/**
 * Sends `notice` about a consultation to whoever it is for, each recipient at most once however often or
 * concurrently the job runs (a reschedule notice once per `round`). Answers how many emails went out now.
 */
export async function sendSessionNotice(
  payload: Payload,
  consultationId: number,
  notice: string,
  round?: number,
): Promise<number> {
  if (!isSessionNotice(notice)) throw new Error(`unknown session notice "${notice}"`)
  const consultation: Consultation | null = await payload.findByID({
    collection: 'consultations',
    id: consultationId,
    depth: 0,
    disableErrors: true,
  })
  if (!consultation) return 0
  const reschedule = rescheduleRound(consultation, round)
  const recipients = noticeRecipients(notice, {
    status: consultation.status,
    requested: Boolean(consultation.requestedAt),
    issueReported: Boolean(consultation.issue?.type),
    reschedule,
  })
  if (recipients.length === 0) return 0
  const review = notice === 'review-received' ? await reviewOf(payload, consultationId) : undefined
  if (notice === 'review-received' && !review) return 0
  const parties = await noticeParties(payload, consultation)
  const invoice = notice === 'confirmed' ? await invoiceAttachment(payload, consultationId) : undefined
  let sent = 0
  // One after the other, each in its own transaction: a failure for one side leaves the other's email sent.
  for (const recipient of recipients) {
    const key = noticeKey(notice, consultationId, recipient, reschedule ? round : undefined)
    const attached = recipient === 'consultee' ? invoice : undefined
    const mail = noticeMail({
      notice,
      recipient,
      consultation,
      parties,
      review,
      invoice: attached,
      ...(reschedule ? { reschedule } : {}),
      now: new Date(),
    })
    if (
      await sendOnce(payload, { key, consultationId }, async () => {
        await payload.sendEmail(mail)
      })
    )
      sent += 1
  }
  return sent
}
