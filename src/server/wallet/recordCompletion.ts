import type { PayloadRequest } from 'payload'

import { isCompletedStatus } from '@/domain/status'
import { consultationEarning } from '@/domain/wallet'
import type { Consultation } from '@/payload-types'
import { consultationEarningKey } from './lockedEarning'
import { recordRefund } from './recordRefund'

const idOf = (ref: number | { id: number }) => (typeof ref === 'number' ? ref : ref.id)

/**
 * When a consultation enters a completed status, writes its consultant's earning (75 % of the net) once and
 * queues the transfer to the consultant's connected account, both in the status change's transaction.
 * A session that earned nothing (free, or a zero net) writes no row and transfers nothing.
 */
export async function recordCompletion(req: PayloadRequest, doc: Consultation, fromStatus: string): Promise<void> {
  if (!isCompletedStatus(doc.status) || isCompletedStatus(fromStatus)) return
  const amounts = consultationEarning(Number(doc.price?.netCents ?? 0))
  if (!amounts) return
  const key = consultationEarningKey(doc.id)
  // Completed statuses are final, so this runs once per consultation; the unique key guards the rest.
  // Checked first: a failed insert would abort the whole status change's transaction.
  const existing = await req.payload.find({
    collection: 'earnings',
    where: { key: { equals: key } },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  if (existing.docs.length > 0) return
  const consultee = await req.payload.findByID({
    collection: 'users',
    id: idOf(doc.user),
    depth: 0,
    select: { firstName: true, lastName: true },
    req,
    overrideAccess: true,
  })
  const earning = await req.payload.create({
    collection: 'earnings',
    data: {
      user: idOf(doc.consultant),
      type: 'consultation',
      key,
      consultation: doc.id,
      counterpartName: [consultee.firstName, consultee.lastName].filter(Boolean).join(' '),
      sessionType: doc.sessionType,
      netCents: amounts.netCents,
      vatCents: amounts.vatCents,
      transferStatus: 'pending',
    },
    depth: 0,
    req,
    overrideAccess: true,
  })
  // Refunds made before completion come off the earning before it is transferred.
  const refundedCents = doc.payment?.refundedCents ?? 0
  if (refundedCents > 0) await recordRefund(req, doc, { refundId: `upto-${refundedCents}`, amountCents: refundedCents })
  await req.payload.jobs.queue({ task: 'transferEarning', input: { earningId: earning.id }, req })
}
