import type { Endpoint } from 'payload'

import { requireRole } from '../guards'
import { json, requestLocale } from '../http'
import { decodeCursor, pageSizeOf } from '@/domain/paging'
import { paymentHistory } from '@/server/booking/paymentHistory'
import { serverTranslator } from '@/server/i18n'

/** GET /api/consultations/user/payment-history/{id}?limit&lastEvaluatedKey: the caller's own card payments. */
export const paymentHistoryEndpoint: Endpoint = {
  path: '/user/payment-history/:id',
  method: 'get',
  handler: async (req) => {
    const refused = requireRole(req, 'USER')
    if (refused || !req.user) return refused!
    const t = serverTranslator(requestLocale(req), 'api')
    if (String(req.routeParams?.id) !== String(req.user.id)) {
      return json(403, { message: t('forbidden'), code: 'FORBIDDEN' })
    }
    const query = req.searchParams
    const limit = pageSizeOf(query.get('limit'))
    const after = decodeCursor(query.get('lastEvaluatedKey'))
    if (limit === null || after === null) return json(400, { message: t('invalidInput') })
    return json(200, await paymentHistory(req.payload, req.user.id, limit, after), { 'cache-control': 'no-store' })
  },
}
