import type { CollectionBeforeOperationHook } from 'payload'

import { requestLocale } from '@/endpoints/http'
import { normaliseEmail, refusedCredentialFields } from '@/domain/auth'
import { Refusal, text } from '@/server/http/refusal'
import { serverTranslator } from '@/server/i18n'

export const CREDENTIALS_NOT_EDITABLE = 'CREDENTIALS_NOT_EDITABLE'

/**
 * The generic update (REST, GraphQL, the admin panel, Local API calls made for a user) sets no email and
 * no password except for administrators: a stolen session must not become a permanent takeover, and nobody
 * may claim an address they have not proved. The email change (a code to the new address), the password
 * change (the current password) and the reset code run with overrideAccess and are not affected.
 */
export const refuseCredentialChanges: CollectionBeforeOperationHook = ({ args, operation, overrideAccess, req }) => {
  if (operation !== 'update' || overrideAccess) return
  const data: unknown = args.data
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return
  const user = req.user
  // Only an update of one's own account can compare with the current address; an update of many cannot.
  const ownUpdate = user && 'id' in args && args.id !== undefined && String(args.id) === String(user.id)
  const currentEmail = ownUpdate && user.email ? normaliseEmail(user.email) : null
  const refused = refusedCredentialFields(user, data as Record<string, unknown>, currentEmail)
  if (refused.length === 0) return
  // Field errors carry their text as written; the top-level message follows the request's language too.
  const fieldMessage = serverTranslator(requestLocale(req), 'api')('credentialsNotEditable')
  throw new Refusal(403, CREDENTIALS_NOT_EDITABLE, text('api', 'credentialsNotEditable'), {
    errors: refused.map((path) => ({ path, message: fieldMessage })),
  })
}
