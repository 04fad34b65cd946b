import type { CollectionBeforeLoginHook } from 'payload'

import { Refusal, text } from '@/server/http/refusal'

export const NOT_CONFIRMED_CODE = 'NOT_CONFIRMED'

/**
 * Runs after the password was checked: an unverified email gets no session on any login route
 * (ours and Payload's own /api/users/login); the transaction rolls the new session back.
 */
export const refuseUnconfirmedLogin: CollectionBeforeLoginHook = ({ user }) => {
  if (user.profileStatus === 'NOT_CONFIRMED') {
    throw new Refusal(403, NOT_CONFIRMED_CODE, text('api', 'emailNotConfirmed'), { messageInErrors: true })
  }
  return user
}
