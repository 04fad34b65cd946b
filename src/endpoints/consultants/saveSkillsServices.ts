import { applicationStepEndpoint } from './applicationStepEndpoint'
import { skillsServicesRequestSchema } from '@/domain/schemas'
import { pricingData, servicesData, skillsData } from '@/server/consultants/formData'

/** PUT /api/consultants/application/skills-services: step 3, skills, services and prices (stored in cents). */
export const saveSkillsServicesEndpoint = applicationStepEndpoint({
  path: '/consultants/application/skills-services',
  step: 3,
  schema: () => skillsServicesRequestSchema,
  toSave: ({ skills, services, pricing }) => ({
    profile: { ...skillsData(skills), ...servicesData(services), ...pricingData(pricing) },
  }),
})
