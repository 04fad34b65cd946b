import type { Endpoint } from 'payload'

import { json } from '../http'
import { decodeCursor, pageSizeOf } from '@/domain/paging'
import { invalidInput } from '@/server/http/refusal'
import { requireCaller } from '@/server/http/requireCaller'
import { earningsPage } from '@/server/wallet/earningsPage'

/** GET /api/consultants/{id}/earnings?limit&lastEvaluatedKey: the caller's own earnings ledger and its totals. */
export const consultantEarningsEndpoint: Endpoint = {
  path: '/consultants/:id/earnings',
  method: 'get',
  handler: async (req) => {
    const user = requireCaller(req, { roles: ['CONSULTANT'], active: true, owner: String(req.routeParams?.id) })
    const limit = pageSizeOf(req.searchParams.get('limit'))
    const after = decodeCursor(req.searchParams.get('lastEvaluatedKey'))
    if (limit === null || after === null) throw invalidInput()
    return json(200, await earningsPage(req.payload, user.id, limit, after))
  },
}
