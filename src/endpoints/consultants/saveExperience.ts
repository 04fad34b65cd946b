import { applicationStepEndpoint } from './applicationStepEndpoint'
import { experienceRequestSchemaAt } from '@/domain/schemas'
import { experienceData } from '@/server/consultants/formData'

/** PUT /api/consultants/application/experience: step 4, professional details and the three declarations. */
export const saveExperienceEndpoint = applicationStepEndpoint({
  path: '/consultants/application/experience',
  step: 4,
  schema: () => experienceRequestSchemaAt(new Date()),
  toSave: ({ consents, experience }, { locale }) => ({
    profile: {
      ...experienceData({
        ...experience,
        workingHistory: experience.experiences,
        educationBackgrounds: experience.education,
      }),
      consultantBusinessType: experience.consultantBusinessType,
    },
    consents: { decisions: consents, locale },
  }),
})
