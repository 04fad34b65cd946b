import type { Endpoint } from 'payload'

import { accountCaller } from '../consultees/caller'
import { deletionAnswer } from './deletionAnswer'

/** DELETE /api/consultants/id/{id}: the consultant equivalent of DELETE /api/consultees/id/{id}. */
export const deleteConsultantEndpoint: Endpoint = {
  path: '/consultants/id/:id',
  method: 'delete',
  handler: async (req) => {
    const caller = accountCaller(req, { roles: ['CONSULTANT'], owner: req.routeParams?.id })
    return deletionAnswer(req, caller)
  },
}
