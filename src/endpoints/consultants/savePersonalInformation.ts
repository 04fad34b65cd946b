import type { Endpoint } from 'payload'

import { requireRole } from '../guards'
import { json, parseBody, requestLocale } from '../http'
import { personalInformationRequestSchema } from '@/domain/schemas'
import { saveApplicationStep } from '@/server/consultants/saveApplicationStep'
import { serverTranslator } from '@/server/i18n'

/** PUT /api/consultants/application/personal-information: step 1 of the application. */
export const savePersonalInformationEndpoint: Endpoint = {
  path: '/consultants/application/personal-information',
  method: 'put',
  handler: async (req) => {
    const refused = requireRole(req, 'CONSULTANT')
    if (refused || !req.user) return refused!
    const t = serverTranslator(requestLocale(req), 'api')
    const parsed = await parseBody(req, personalInformationRequestSchema, t)
    if ('response' in parsed) return parsed.response
    const { consultantId, personalInformation: info, applicationData } = parsed.data
    if (consultantId !== undefined && consultantId !== req.user.id) {
      return json(403, { message: t('forbidden'), code: 'FORBIDDEN' })
    }

    const imageUrl =
      typeof info.imageUrl === 'string' ? info.imageUrl : typeof info.image === 'string' ? info.image : undefined
    const result = await saveApplicationStep(req, req.user.id, 1, {
      user: { firstName: info.firstName, lastName: info.lastName, ...(imageUrl ? { imageUrl } : {}) },
      profile: {
        country: info.country,
        city: info.city,
        languages: info.languages,
        gender: info.gender,
        application: { motivation: applicationData.motivation, referralSource: applicationData.referralSource },
      },
    })
    if (result.kind === 'locked') return json(409, { message: t('applicationLocked'), code: 'APPLICATION_LOCKED' })
    return json(200, { profileStatus: result.profileStatus })
  },
}
