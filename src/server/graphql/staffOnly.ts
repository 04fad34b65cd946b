import { executeAuthStrategies, getPayload, type SanitizedConfig } from 'payload'

import { isStaffRole } from '@/domain/users'
import { Refusal, text } from '@/server/http/refusal'
import { refusalResponse } from '@/server/http/refusalAnswer'

type Handler = (request: Request) => Promise<Response>

// Answered here, in front of Payload's GraphQL handler, where no error handling of its own runs.
const refusal = (request: Request): Response =>
  refusalResponse(new Refusal(403, 'GRAPHQL_STAFF_ONLY', text('api', 'graphqlStaffOnly')), request)

/**
 * Neither the site nor the admin panel uses GraphQL (both use REST), so it is open to signed-in staff
 * only: anyone else is answered 403 before the body is read or the query parsed. The sign-in is checked
 * by Payload's own strategies (session cookie from our origin, or an Authorization header).
 */
export function staffOnly(config: Promise<SanitizedConfig>, handler: Handler): Handler {
  return async (request) => {
    const payload = await getPayload({ config })
    const { user } = await executeAuthStrategies({
      headers: request.headers,
      payload,
      canSetHeaders: false,
      isGraphQL: true,
    })
    return user && isStaffRole(user.role) ? handler(request) : refusal(request)
  }
}
