import { executeAuthStrategies, getPayload, type SanitizedConfig } from 'payload'

import { serverTranslator } from '../i18n'
import { isStaffRole } from '@/domain/users'
import { requestLocale } from '@/endpoints/http'

type Handler = (request: Request) => Promise<Response>

function refusal(request: Request): Response {
  const t = serverTranslator(requestLocale(request), 'api')
  return Response.json({ message: t('graphqlStaffOnly'), code: 'GRAPHQL_STAFF_ONLY' }, { status: 403 })
}

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
