import type { Endpoint, PayloadRequest } from 'payload'

import { requireRole } from '../guards'
import { json, requestLocale } from '../http'
import { sessionListFilter } from '@/domain/booking/sessionListFilter'
import { decodeCursor, pageSizeOf } from '@/domain/paging'
import { sessionList } from '@/server/booking/sessionList'
import { serverTranslator } from '@/server/i18n'

/** The list of the caller's own sessions: `id` must be the caller, whose profile must be ACTIVE. */
async function listSessions(req: PayloadRequest, side: 'consultant' | 'consultee'): Promise<Response> {
  const refused = requireRole(req, side === 'consultant' ? 'CONSULTANT' : 'USER')
  if (refused || !req.user) return refused!
  const locale = requestLocale(req)
  const api = serverTranslator(locale, 'api')
  if (String(req.routeParams?.id) !== String(req.user.id)) {
    return json(403, { message: api('forbidden'), code: 'FORBIDDEN' })
  }
  if (req.user.profileStatus !== 'ACTIVE') {
    return json(403, { message: api('profileNotActive'), code: 'PROFILE_NOT_ACTIVE' })
  }
  const query = req.searchParams
  const filter = sessionListFilter(query.get('status'))
  if (!filter) {
    const t = serverTranslator(locale, 'sessionActions')
    return json(400, {
      message: t('invalidStatusFilter'),
      errors: [{ path: 'status', message: t('invalidStatusFilter') }],
    })
  }
  const limit = pageSizeOf(query.get('limit'))
  const after = decodeCursor(query.get('lastEvaluatedKey'))
  if (limit === null || after === null) return json(400, { message: api('invalidInput') })
  const viewer = { side, userId: req.user.id, locale }
  return json(200, await sessionList(req.payload, viewer, filter, limit, after), { 'cache-control': 'no-store' })
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
