import type { CollectionAfterChangeHook } from 'payload'

import type { Consultation } from '@/payload-types'
import { recordReferralEarnings } from '@/server/referrals/recordReferralEarnings'
import { queueStatusNotices } from '@/server/sessions/statusNotices'
import { recordCompletion } from '@/server/wallet/recordCompletion'

/**
 * What follows a status change, in the same transaction as the change (the jobs queue is in our
 * database, so a rolled-back change queues nothing): the emails to send and, on completion, the earning.
 */
export const afterStatusChange: CollectionAfterChangeHook<Consultation> = async ({
  doc,
  previousDoc,
  req,
  operation,
}) => {
  if (operation !== 'update' || !previousDoc || previousDoc.status === doc.status) return doc
  await queueStatusNotices(req, doc, previousDoc.status)
  await recordCompletion(req, doc, previousDoc.status)
  await recordReferralEarnings(req, doc, previousDoc.status)
  return doc
}
