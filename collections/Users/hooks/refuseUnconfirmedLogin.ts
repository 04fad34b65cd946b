import { APIError, type CollectionBeforeLoginHook } from 'payload'

/**
 * Runs after the password was checked: an unverified email gets no session on any login route
 * (ours and Payload's own /api/users/login); the transaction rolls the new session back.
 */
export const refuseUnconfirmedLogin: CollectionBeforeLoginHook = ({ user }) => {
  if (user.profileStatus === 'NOT_CONFIRMED') {
    throw new APIError('Please verify your email address first.', 403, { code: 'NOT_CONFIRMED' }, true)
  }
  return user
}
