import type { PayloadRequest } from 'payload'

import { hasOptedIn } from '../consents/latestConsents'
import { isCompletedStatus } from '@/domain/status'
import {
  REFERRAL_REWARD_CENTS,
  earnsReferralReward,
  referredEarningKey,
  referrerEarningKey,
} from '@/domain/referrals/reward'
import type { Consultation, User } from '@/payload-types'

const idOf = (ref: number | { id: number }) => (typeof ref === 'number' ? ref : ref.id)
const nameOf = (user: Pick<User, 'firstName' | 'lastName'>) => [user.firstName, user.lastName].filter(Boolean).join(' ')

/**
 * On the referred user's first completed paid session, credits the referrer and the referred user once
 * each (unique keys), in the status change's transaction, while the referred user allows referral tracking.
 * The referrer hears of it by email only with REFERRAL_NOTIFICATION (checked when the mail job runs).
 */
export async function recordReferralEarnings(req: PayloadRequest, doc: Consultation, fromStatus: string) {
  if (!isCompletedStatus(doc.status) || isCompletedStatus(fromStatus)) return
  const netCents = Number(doc.price?.netCents ?? 0)
  if (netCents <= 0) return
  const referredId = idOf(doc.user)
  const referred = await req.payload.findByID({
    collection: 'users',
    id: referredId,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const referrerId = referred.referredBy ? idOf(referred.referredBy) : null
  if (referrerId === null) return
  const { totalDocs: rewarded } = await req.payload.count({
    collection: 'earnings',
    where: { key: { equals: referrerEarningKey(referredId) } },
    req,
    overrideAccess: true,
  })
  if (rewarded > 0) return
  const referrer = await req.payload.findByID({
    collection: 'users',
    id: referrerId,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const trackingConsent = await hasOptedIn(req, referredId, 'REFERRAL_TRACKING')
  if (
    !earnsReferralReward({
      netCents,
      referrerId,
      referredUserId: referredId,
      trackingConsent,
      referrerDeleted: !!referrer.deletedAt,
    })
  ) {
    return
  }
  const row = { consultation: doc.id, netCents: REFERRAL_REWARD_CENTS, vatCents: 0 }
  const referrerRow = await req.payload.create({
    collection: 'earnings',
    data: {
      ...row,
      user: referrerId,
      type: 'referral referrer',
      key: referrerEarningKey(referredId),
      counterpartName: nameOf(referred),
    },
    depth: 0,
    req,
    overrideAccess: true,
  })
  await req.payload.create({
    collection: 'earnings',
    data: {
      ...row,
      user: referredId,
      type: 'referral referred',
      key: referredEarningKey(referredId),
      counterpartName: nameOf(referrer),
    },
    depth: 0,
    req,
    overrideAccess: true,
  })
  await req.payload.jobs.queue({ task: 'referralMail', input: { earningId: referrerRow.id }, req })
}
