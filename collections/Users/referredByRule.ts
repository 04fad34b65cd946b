import { relationship } from 'payload/shared'

import { validationText } from '../shared/formRule'
import { isLiveInviter } from '@/domain/referrals/reward'

const idOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && 'id' in value ? (value as { id: unknown }).id : value

/**
 * A referrer set or changed (by an admin; sign-ups record only live links) must be a live inviter — an
 * ACTIVE account that is not deleted — and not the user themself: the rule the referral landing and the
 * sign-ups follow. A referrer recorded earlier stays valid when its account later goes.
 */
export const referredByRule: typeof relationship = async (value, options) => {
  const known = await relationship(value, options)
  if (known !== true || value == null || idOf(value) === idOf(options.previousValue)) return known
  const inviterId = idOf(value)
  if (inviterId === options.id) return validationText(options.req, 'Referrer_not_live')
  const inviter = await options.req.payload.findByID({
    collection: 'users',
    id: inviterId as number,
    depth: 0,
    disableErrors: true,
    req: options.req,
    select: { profileStatus: true, deletedAt: true },
  })
  return isLiveInviter(inviter) ? true : validationText(options.req, 'Referrer_not_live')
}
