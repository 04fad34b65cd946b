import type { Endpoint } from 'payload'

import { json } from '../http'
import { decodeCursor, pageSizeOf } from '@/domain/paging'
import { paymentHistory } from '@/server/booking/paymentHistory'
import { invalidInput } from '@/server/http/refusal'
import { requireCaller } from '@/server/http/requireCaller'

/** GET /api/consultations/user/payment-history/{id}?limit&lastEvaluatedKey: the caller's own card payments. */
export const paymentHistoryEndpoint: Endpoint = {
  path: '/user/payment-history/:id',
  method: 'get',
  handler: async (req) => {
    const user = requireCaller(req, { roles: ['USER'], owner: String(req.routeParams?.id) })
    const query = req.searchParams
    const limit = pageSizeOf(query.get('limit'))
    const after = decodeCursor(query.get('lastEvaluatedKey'))
    if (limit === null || after === null) throw invalidInput()
    return json(200, await paymentHistory(req.payload, user.id, limit, after))
  },
}
