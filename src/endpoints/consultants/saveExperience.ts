import { applicationStepEndpoint } from './applicationStepEndpoint'
import { experienceRequestSchemaAt, industryChoicesOf } from '@/domain/schemas'
import { loadIndustries } from '@/server/catalogue/loadCatalogue'
import { experienceData } from '@/server/consultants/formData'

/** PUT /api/consultants/application/experience: step 4, professional details and the three declarations. */
export const saveExperienceEndpoint = applicationStepEndpoint({
  path: '/consultants/application/experience',
  step: 4,
  schema: async (req) =>
    experienceRequestSchemaAt(new Date(), industryChoicesOf(await loadIndustries(req.payload, 'en'))),
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
