import type { Endpoint } from 'payload'

import { json, parseBody, requestLocale } from '../http'
import { parseRecordId } from '@/domain/ids'
import { reviewDecisionSchema } from '@/domain/review/decision'
import { reviewApplication } from '@/server/consultants/reviewApplication'
import { serverTranslator } from '@/server/i18n'
import { requireCaller } from '@/server/http/requireCaller'

/** POST /api/consultants/:id/review — reviewers and admins approve an application or request changes. */
export const reviewApplicationEndpoint: Endpoint = {
  path: '/consultants/:id/review',
  method: 'post',
  handler: async (req) => {
    requireCaller(req, { roles: ['REVIEWER', 'ADMIN'] })
    const t = serverTranslator(requestLocale(req), 'api')
    const id = parseRecordId(req.routeParams?.id)
    if (id === null) return json(404, { message: t('consultantNotFound'), code: 'NOT_FOUND' })
    const parsed = await parseBody(req, reviewDecisionSchema)
    const result = await reviewApplication(req, id, parsed.data)
    if (result.kind === 'not-found') return json(404, { message: t('consultantNotFound'), code: 'NOT_FOUND' })
    if (result.kind === 'not-submitted') {
      return json(409, { message: t('applicationNotSubmitted'), code: 'ILLEGAL_TRANSITION' })
    }
    return json(200, { profileStatus: result.profileStatus })
  },
}
