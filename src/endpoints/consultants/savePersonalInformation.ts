import { json } from '../http'
import { applicationStepEndpoint } from './applicationStepEndpoint'
import { personalInformationRequestSchema } from '@/domain/schemas'
import { personalInformationData } from '@/server/consultants/formData'

/** PUT /api/consultants/application/personal-information: step 1 of the application. */
export const savePersonalInformationEndpoint = applicationStepEndpoint({
  path: '/consultants/application/personal-information',
  step: 1,
  schema: () => personalInformationRequestSchema,
  toSave: async ({ consultantId, personalInformation, applicationData }, context) => {
    if (consultantId !== undefined && consultantId !== context.userId) {
      return json(403, { message: context.t('forbidden'), code: 'FORBIDDEN' })
    }
    const data = await personalInformationData(personalInformation, context)
    if ('refused' in data) return data
    const { motivation, referralSource } = applicationData
    return { ...data, profile: { ...data.profile, application: { motivation, referralSource } } }
  },
})
