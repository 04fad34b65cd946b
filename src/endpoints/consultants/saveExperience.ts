import { applicationStepEndpoint } from './applicationStepEndpoint'
import { experienceRequestSchemaAt } from '@/domain/schemas'

/** PUT /api/consultants/application/experience: step 4, professional details and the three declarations. */
export const saveExperienceEndpoint = applicationStepEndpoint({
  path: '/consultants/application/experience',
  step: 4,
  schema: () => experienceRequestSchemaAt(new Date()),
  toSave: ({ consents, experience }, { locale }) => ({
    profile: {
      industry: experience.industry,
      major: experience.major,
      yearsOfExperience: experience.yearsOfExperience,
      consultantBusinessType: experience.consultantBusinessType,
      workingHistory: experience.experiences,
      educationBackgrounds: experience.education,
    },
    consents: { decisions: consents, locale },
  }),
})
