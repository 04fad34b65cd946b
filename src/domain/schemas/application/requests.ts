import { z } from 'zod'

import { msg } from '../messages'
import { applicationDataSchema, personalInformationSchema } from './personalInformation'
import { pricingSchema, servicesSchema, skillsSchema } from './skillsServices'

/** Body of PUT /api/consultants/application/personal-information. */
export const personalInformationRequestSchema = z.object(
  {
    consultantId: z
      .number({ error: msg('Invalid_request') })
      .int()
      .optional(),
    personalInformation: personalInformationSchema,
    applicationData: applicationDataSchema,
  },
  { error: msg('Invalid_request') },
)

export type PersonalInformationRequest = z.output<typeof personalInformationRequestSchema>

/** Body of PUT /api/consultants/application/skills-services: prices grouped under `pricing` (euro). */
export const skillsServicesRequestSchema = z.object(
  { skills: skillsSchema, services: servicesSchema, pricing: pricingSchema },
  { error: msg('Invalid_request') },
)

export type SkillsServicesRequest = z.output<typeof skillsServicesRequestSchema>
