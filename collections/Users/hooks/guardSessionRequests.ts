import type { CollectionBeforeOperationHook } from 'payload'

import { assertSessionRequest } from '@/server/security/sessionRequestGuard'

/**
 * Payload's own routes that set a session cookie (REST /api/users/login, refresh-token, reset-password,
 * first-register, and GraphQL's loginUser, refreshTokenUser, resetPasswordUser) refuse a foreign or
 * missing Origin and a non-JSON body, as our POST /api/auth/login does. Local API calls made by the
 * server itself carry no browser request and are not affected.
 */
export const guardSessionRequests: CollectionBeforeOperationHook = ({ operation, req }) => {
  if (req.payloadAPI === 'local') return
  if (operation === 'login' || operation === 'resetPassword') assertSessionRequest(req)
  // The admin panel refreshes with an empty POST: no body, so no content type either.
  else if (operation === 'refresh') assertSessionRequest(req, { bodyless: true })
}
