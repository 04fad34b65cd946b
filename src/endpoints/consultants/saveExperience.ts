import type { Endpoint } from 'payload'

import { requireRole } from '../guards'
import { json, parseBody, requestLocale } from '../http'
import { experienceRequestSchemaAt } from '@/domain/schemas'
import { saveApplicationStep } from '@/server/consultants/saveApplicationStep'
import { serverTranslator } from '@/server/i18n'

/** PUT /api/consultants/application/experience: step 4, professional details and the three declarations. */
export const saveExperienceEndpoint: Endpoint = {
  path: '/consultants/application/experience',
  method: 'put',
  handler: async (req) => {
    const refused = requireRole(req, 'CONSULTANT')
    if (refused || !req.user) return refused!
    const locale = requestLocale(req)
    const t = serverTranslator(locale, 'api')
    const parsed = await parseBody(req, experienceRequestSchemaAt(new Date()), t)
    if ('response' in parsed) return parsed.response
    const { consents, experience } = parsed.data

    const result = await saveApplicationStep(req, req.user.id, 4, {
      profile: {
        industry: experience.industry,
        major: experience.major,
        yearsOfExperience: experience.yearsOfExperience,
        consultantBusinessType: experience.consultantBusinessType,
        workingHistory: experience.experiences,
        educationBackgrounds: experience.education,
      },
      consents: { decisions: consents, locale },
    })
    if (result.kind === 'locked') return json(409, { message: t('applicationLocked'), code: 'APPLICATION_LOCKED' })
    return json(200, { profileStatus: result.profileStatus })
  },
}
