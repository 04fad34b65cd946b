import type { Endpoint } from 'payload'

import { json, parseBody } from '../http'
import { parseRecordId } from '@/domain/ids'
import { reviewDecisionSchema } from '@/domain/review/decision'
import { reviewApplication } from '@/server/consultants/reviewApplication'
import { notFound, Refusal, text } from '@/server/http/refusal'
import { requireCaller } from '@/server/http/requireCaller'

const consultantNotFound = () => notFound(text('api', 'consultantNotFound'))

/** POST /api/consultants/:id/review — reviewers and admins approve an application or request changes. */
export const reviewApplicationEndpoint: Endpoint = {
  path: '/consultants/:id/review',
  method: 'post',
  handler: async (req) => {
    requireCaller(req, { roles: ['REVIEWER', 'ADMIN'] })
    const id = parseRecordId(req.routeParams?.id)
    if (id === null) throw consultantNotFound()
    const parsed = await parseBody(req, reviewDecisionSchema)
    const result = await reviewApplication(req, id, parsed.data)
    if (result.kind === 'not-found') throw consultantNotFound()
    if (result.kind === 'not-submitted') {
      throw new Refusal(409, 'ILLEGAL_TRANSITION', text('api', 'applicationNotSubmitted'))
    }
    return json(200, { profileStatus: result.profileStatus })
  },
}
