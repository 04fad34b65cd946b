import { APIError, type CollectionBeforeDeleteHook } from 'payload'

/**
 * Consultations, payments, earnings and consents point at their user, so a user row is never removed: DELETE
 * /api/users/{id} (the admin panel and the owner's own deletion) anonymises it instead. Every other way to
 * delete one (GraphQL's deleteUser, a stray Local API call) is refused rather than let through.
 */
export const keepUserRows: CollectionBeforeDeleteHook = () => {
  throw new APIError(
    'Accounts are anonymised, not deleted: use DELETE /api/users/{id}.',
    405,
    { code: 'ACCOUNTS_ARE_ANONYMISED' },
    true,
  )
}
