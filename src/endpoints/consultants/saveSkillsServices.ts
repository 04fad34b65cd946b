import type { Endpoint } from 'payload'

import { requireRole } from '../guards'
import { json, parseBody, requestLocale } from '../http'
import { toCents } from '@/domain/money'
import { skillsServicesRequestSchema } from '@/domain/schemas'
import { saveApplicationStep } from '@/server/consultants/saveApplicationStep'
import { serverTranslator } from '@/server/i18n'

/** PUT /api/consultants/application/skills-services: step 3, skills, services and prices. */
export const saveSkillsServicesEndpoint: Endpoint = {
  path: '/consultants/application/skills-services',
  method: 'put',
  handler: async (req) => {
    const refused = requireRole(req, 'CONSULTANT')
    if (refused || !req.user) return refused!
    const t = serverTranslator(requestLocale(req), 'api')
    const parsed = await parseBody(req, skillsServicesRequestSchema, t)
    if ('response' in parsed) return parsed.response
    const { skills, services, pricing } = parsed.data

    const result = await saveApplicationStep(req, req.user.id, 3, {
      profile: {
        skills,
        services: services.map(({ serviceId, title, description, category }) => ({
          serviceId,
          title,
          description,
          category,
        })),
        pricing30Min: toCents(pricing.pricing30Min),
        pricing60Min: toCents(pricing.pricing60Min),
        pricingTrial: toCents(pricing.pricingTrial),
      },
    })
    if (result.kind === 'locked') return json(409, { message: t('applicationLocked'), code: 'APPLICATION_LOCKED' })
    return json(200, { profileStatus: result.profileStatus })
  },
}
