import type { Endpoint } from 'payload'

import { json, requestLocale } from '../http'
import { findPublicProfile } from '@/server/consultants/publicProfile'
import { publicProfileAnswer } from '@/server/consultants/publicProfileAnswer'
import { serverTranslator } from '@/server/i18n'

/**
 * GET /api/consultants/{consultantShortId or userShortId or userId}: the public profile; its owner and staff
 * also get it before approval (marked preview), everyone else 404.
 */
export const publicProfileEndpoint: Endpoint = {
  path: '/consultants/:id',
  method: 'get',
  handler: async (req) => {
    const id = String(req.routeParams?.id ?? '')
    let answer = id ? await publicProfileAnswer(req.payload, { ref: id }) : null
    if (!answer && id && req.user) {
      // Not public: the Local API's access rules decide whether this viewer may see it anyway.
      const found = await findPublicProfile(req.payload, id, req.user)
      if (found) answer = await publicProfileAnswer(req.payload, { profileId: found.profile.id })
    }
    if (!answer) {
      return json(404, {
        message: serverTranslator(requestLocale(req), 'api')('consultantNotFound'),
        code: 'NOT_FOUND',
      })
    }
    return json(200, answer)
  },
}
