import type { Endpoint } from 'payload'

import { json } from '../http'
import { findPublicProfile } from '@/server/consultants/publicProfile'
import { publicProfileAnswer } from '@/server/consultants/publicProfileAnswer'
import { publishedProfileRead } from '@/server/consultants/publishedProfileRead'
import { answerRead } from '@/server/http/publicAnswer'
import { PUBLIC_CACHE } from '@/server/http/publicCachePolicies'
import { notFound, text } from '@/server/http/refusal'

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
    throw notFound(text('api', 'consultantNotFound'))
  },
}
