import type { Endpoint } from 'payload'

import { ownerCaller } from '../consultees/caller'
import { deletionAnswer } from './deletionAnswer'

/** DELETE /api/consultants/id/{id}: the consultant equivalent of DELETE /api/consultees/id/{id}. */
export const deleteConsultantEndpoint: Endpoint = {
  path: '/consultants/id/:id',
  method: 'delete',
  handler: async (req) => {
    const caller = ownerCaller(req, req.routeParams?.id, ['CONSULTANT'])
    if ('response' in caller) return caller.response
    return deletionAnswer(req, caller)
  },
}
