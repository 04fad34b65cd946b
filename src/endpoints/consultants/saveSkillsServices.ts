import { applicationStepEndpoint } from './applicationStepEndpoint'
import { toCents } from '@/domain/money'
import { skillsServicesRequestSchema } from '@/domain/schemas'

/** PUT /api/consultants/application/skills-services: step 3, skills, services and prices (stored in cents). */
export const saveSkillsServicesEndpoint = applicationStepEndpoint({
  path: '/consultants/application/skills-services',
  step: 3,
  schema: () => skillsServicesRequestSchema,
  toSave: ({ skills, services, pricing }) => ({
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
  }),
})
