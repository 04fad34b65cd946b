import { json } from '../http'
import { applicationStepEndpoint } from './applicationStepEndpoint'
import { personalInformationRequestSchema } from '@/domain/schemas'

/** PUT /api/consultants/application/personal-information: step 1 of the application. */
export const savePersonalInformationEndpoint = applicationStepEndpoint({
  path: '/consultants/application/personal-information',
  step: 1,
  schema: () => personalInformationRequestSchema,
  toSave: ({ consultantId, personalInformation: info, applicationData }, { userId, t }) => {
    if (consultantId !== undefined && consultantId !== userId) {
      return json(403, { message: t('forbidden'), code: 'FORBIDDEN' })
    }
    const imageUrl = [info.imageUrl, info.image].find((value): value is string => typeof value === 'string')
    return {
      user: { firstName: info.firstName, lastName: info.lastName, ...(imageUrl ? { imageUrl } : {}) },
      profile: {
        country: info.country,
        city: info.city,
        languages: info.languages,
        gender: info.gender,
        application: { motivation: applicationData.motivation, referralSource: applicationData.referralSource },
      },
    }
  },
})
