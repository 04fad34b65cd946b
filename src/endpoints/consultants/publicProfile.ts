import type { Endpoint } from 'payload'

import { json, requestLocale } from '../http'
import { findPublicProfile } from '@/server/consultants/publicProfile'
import { publicProfileAnswer } from '@/server/consultants/publicProfileAnswer'
import { publishedProfileRead } from '@/server/consultants/publishedProfileRead'
import { answerRead } from '@/server/http/publicAnswer'
import { PUBLIC_CACHE } from '@/server/http/publicCachePolicies'
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
    const published = await answerRead(req, await publishedProfileRead(req.payload, id), PUBLIC_CACHE.consultants)
    if (published) return published
    // Not public: the Local API's access rules decide whether this viewer may see it anyway.
    const found = id && req.user ? await findPublicProfile(req.payload, id, req.user) : null
    const preview = found ? await publicProfileAnswer(req.payload, { profileId: found.profile.id }) : null
    if (preview) return json(200, preview)
    return json(404, {
      message: serverTranslator(requestLocale(req), 'api')('consultantNotFound'),
      code: 'NOT_FOUND',
    })
  },
}
