import type { Endpoint } from 'payload'

import { json } from '../http'
import { deletionAnswer } from '../account/deletionAnswer'
import { accountCaller } from './caller'
import { consulteeDataOf } from '@/server/consultees/consulteeData'
import { findConsulteeProfile } from '@/server/consultees/profileStore'

/** GET /api/consultees/id/{id}: the caller's own consultee data; anyone else's id is a 403. */
export const getConsulteeEndpoint: Endpoint = {
  path: '/consultees/id/:id',
  method: 'get',
  handler: async (req) => {
    const caller = accountCaller(req, { roles: ['USER'], owner: req.routeParams?.id })
    const profile = await findConsulteeProfile(req, caller.user.id)
    return json(200, consulteeDataOf(caller.user, profile))
  },
}

/** DELETE /api/consultees/id/{id}: the caller deletes their own account (see deleteAccount). */
export const deleteConsulteeEndpoint: Endpoint = {
  path: '/consultees/id/:id',
  method: 'delete',
  handler: async (req) => {
    const caller = accountCaller(req, { roles: ['USER'], owner: req.routeParams?.id })
    return deletionAnswer(req, caller)
  },
}
