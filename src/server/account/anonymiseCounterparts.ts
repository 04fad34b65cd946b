import type { PayloadRequest, Where } from 'payload'

/**
 * Earnings rows keep the other party's name as it was; the rows stay for accounting, the deleted user's
 * name goes: their sessions' rows and the referral rows that name them.
 */
export async function anonymiseCounterparts(req: PayloadRequest, userId: number): Promise<void> {
  const { docs: sessions } = await req.payload.find({
    collection: 'consultations',
    where: { or: [{ user: { equals: userId } }, { consultant: { equals: userId } }] },
    select: {},
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const { docs: referred } = await req.payload.find({
    collection: 'users',
    where: { referredBy: { equals: userId } },
    select: {},
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const keys = [`referral:referrer:${userId}`, ...referred.map((user) => `referral:referred:${user.id}`)]
  const mentions: Where[] = [
    { key: { in: keys } },
    ...(sessions.length ? [{ consultation: { in: sessions.map((s) => s.id) } }] : []),
  ]
  await req.payload.update({
    collection: 'earnings',
    where: { or: mentions },
    data: { counterpartName: null },
    depth: 0,
    req,
    overrideAccess: true,
  })
}
