import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

import { recordConsents } from '../consents/recordConsents'
import { trackedReferrer } from '../referrals/referrer'
import type { Locale } from '@/domain/locale'
import type { SsoSetProfileRequest } from '@/domain/schemas'
import { statusAfterEmailVerified, type AccountRole } from '@/domain/status'
import type { User } from '@/payload-types'

export type SetProfileResult = { kind: 'done'; user: User } | { kind: 'notSsoSignUp' } | { kind: 'roleLocked' }

const accountRole = (user: User): AccountRole => (user.role === 'CONSULTANT' ? 'CONSULTANT' : 'USER')

/**
 * A Google sign-up that has not set its profile yet may still take the other role. That is not a
 * status transition but a restart in the other role's first status, which no transition table holds,
 * so role and status are written together below the collection hooks. Only the untouched first status
 * qualifies: anything the account did in its role since then keeps the role.
 */
async function switchRole(req: PayloadRequest, user: User, role: AccountRole): Promise<void> {
  await req.payload.db.updateOne({
    collection: 'users',
    id: user.id,
    data: { role, profileStatus: statusAfterEmailVerified(role) },
    req,
    returning: false,
  })
}

/** Completes the profile of an account created by a first Google sign-in and records its consents. */
export async function completeSsoProfile(
  req: PayloadRequest,
  userId: number,
  body: SsoSetProfileRequest,
  locale: Locale,
): Promise<SetProfileResult> {
  const { payload } = req
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, req })
  if (!user.ssoSignUp) return { kind: 'notSsoSignUp' }
  const roleChanges = body.userRole !== user.role
  const untouched = user.ssoSignUp === 'PENDING' && user.profileStatus === statusAfterEmailVerified(accountRole(user))
  if (roleChanges && !untouched) return { kind: 'roleLocked' }

  // As at a password sign-up, and only then (not on a later call): the remembered referral code counts
  // with the REFERRAL_TRACKING opt-in.
  const signingUp = user.ssoSignUp === 'PENDING' && !user.referredBy
  const referrerId = signingUp ? await trackedReferrer(req, body.referrerRefCode, body.consents) : undefined
  const ownsTransaction = await initTransaction(req)
  try {
    if (roleChanges) await switchRole(req, user, body.userRole)
    const details =
      body.userRole === 'USER'
        ? { firstName: body.firstName, lastName: body.lastName, timezone: body.timezone }
        : roleChanges
          ? { firstName: null, lastName: null } // names from the provider were a consultee's; consultants apply with theirs
          : {}
    const updated = await payload.update({
      collection: 'users',
      id: user.id,
      data: {
        ...details,
        ssoSignUp: 'COMPLETED',
        ...(referrerId !== undefined && referrerId !== user.id ? { referredBy: referrerId } : {}),
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await recordConsents(req, user.id, body.consents, locale)
    if (ownsTransaction) await commitTransaction(req)
    return { kind: 'done', user: updated }
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
