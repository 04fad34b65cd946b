import type { CollectionBeforeDeleteHook } from 'payload'

import { Refusal, text } from '@/server/http/refusal'

/**
 * Consultations, payments, earnings and consents point at their user, so a user row is never removed: DELETE
 * /api/users/{id} (the admin panel and the owner's own deletion) anonymises it instead. Every other way to
 * delete one (GraphQL's deleteUser, a stray Local API call) is refused rather than let through.
 */
export const keepUserRows: CollectionBeforeDeleteHook = () => {
  throw new Refusal(405, 'ACCOUNTS_ARE_ANONYMISED', text('api', 'accountsAreAnonymised'), { messageInErrors: true })
}
