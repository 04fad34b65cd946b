import type { Endpoint, PayloadRequest } from 'payload'

import { json, requestLocale } from '../http'
import { sessionListFilter } from '@/domain/booking/sessionListFilter'
import { decodeCursor, pageSizeOf } from '@/domain/paging'
import { sessionList } from '@/server/booking/sessionList'
import { serverTranslator } from '@/server/i18n'
import { invalidInput, text } from '@/server/http/refusal'
import { requireCaller } from '@/server/http/requireCaller'

/** The list of the caller's own sessions: `id` must be the caller, whose profile must be ACTIVE. */
async function listSessions(req: PayloadRequest, side: 'consultant' | 'consultee'): Promise<Response> {
  const role = side === 'consultant' ? 'CONSULTANT' : 'USER'
  // Someone else's list is forbidden before an inactive profile is named.
  const user = requireCaller(req, { roles: [role], owner: String(req.routeParams?.id) })
  requireCaller(req, { active: true })
  const locale = requestLocale(req)
  const query = req.searchParams
  const filter = sessionListFilter(query.get('status'))
  if (!filter) {
    const fieldMessage = serverTranslator(locale, 'sessionActions')('invalidStatusFilter')
    throw invalidInput([{ path: 'status', message: fieldMessage }], text('sessionActions', 'invalidStatusFilter'))
  }
  const limit = pageSizeOf(query.get('limit'))
  const after = decodeCursor(query.get('lastEvaluatedKey'))
  if (limit === null || after === null) throw invalidInput()
  const viewer = { side, userId: user.id, locale }
  return json(200, await sessionList(req.payload, viewer, filter, limit, after))
}

/** GET /api/consultations/consultant/{id}?status&limit&lastEvaluatedKey */
export const consultantSessionsEndpoint: Endpoint = {
  path: '/consultant/:id',
  method: 'get',
  handler: (req) => listSessions(req, 'consultant'),
}

/** GET /api/consultations/user/{id}?status&limit&lastEvaluatedKey */
export const consulteeSessionsEndpoint: Endpoint = {
  path: '/user/:id',
  method: 'get',
  handler: (req) => listSessions(req, 'consultee'),
}
