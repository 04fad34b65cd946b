import type { Endpoint } from 'payload'

import { requireRole } from '../guards'
import { json, parseBody, requestLocale } from '../http'
import { profileDetailsConsents, profileDetailsSchema } from '@/domain/schemas'
import { saveApplicationStep } from '@/server/consultants/saveApplicationStep'
import { serverTranslator } from '@/server/i18n'

/** PUT /api/consultants/application/profile-details: step 2 of the application. */
export const saveProfileDetailsEndpoint: Endpoint = {
  path: '/consultants/application/profile-details',
  method: 'put',
  handler: async (req) => {
    const refused = requireRole(req, 'CONSULTANT')
    if (refused || !req.user) return refused!
    const locale = requestLocale(req)
    const t = serverTranslator(locale, 'api')
    const parsed = await parseBody(req, profileDetailsSchema, t)
    if ('response' in parsed) return parsed.response
    const details = parsed.data

    const result = await saveApplicationStep(req, req.user.id, 2, {
      profile: {
        tagline: details.tagline,
        aboutMe: details.aboutMe,
        linkedInUrl: details.linkedInUrl ?? null,
        githubUrl: details.githubUrl ?? null,
        xingUrl: details.xingUrl ?? null,
        personalWebsite: details.personalWebsite ?? null,
        videoUrl: details.videoUrl ?? null,
      },
      consents: { decisions: profileDetailsConsents(details), locale },
    })
    if (result.kind === 'locked') return json(409, { message: t('applicationLocked'), code: 'APPLICATION_LOCKED' })
    return json(200, { profileStatus: result.profileStatus })
  },
}
