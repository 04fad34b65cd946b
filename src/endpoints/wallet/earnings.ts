import type { Endpoint } from 'payload'

import { json, requestLocale } from '../http'
import { activeConsultant, forbidden } from './consultantCaller'
import { decodeCursor, pageSizeOf } from '@/domain/paging'
import { serverTranslator } from '@/server/i18n'
import { earningsPage } from '@/server/wallet/earningsPage'

/** GET /api/consultants/{id}/earnings?limit&lastEvaluatedKey: the caller's own earnings ledger and its totals. */
export const consultantEarningsEndpoint: Endpoint = {
  path: '/consultants/:id/earnings',
  method: 'get',
  handler: async (req) => {
    const caller = activeConsultant(req)
    if ('response' in caller) return caller.response
    if (String(req.routeParams?.id) !== String(caller.user.id)) return forbidden(req)
    const limit = pageSizeOf(req.searchParams.get('limit'))
    const after = decodeCursor(req.searchParams.get('lastEvaluatedKey'))
    if (limit === null || after === null) {
      return json(400, { message: serverTranslator(requestLocale(req), 'api')('invalidInput') })
    }
    return json(200, await earningsPage(req.payload, caller.user.id, limit, after), { 'cache-control': 'no-store' })
  },
}
