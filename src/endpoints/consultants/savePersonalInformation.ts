import { applicationStepEndpoint } from './applicationStepEndpoint'
import { personalInformationRequestSchema } from '@/domain/schemas'
import { personalInformationData } from '@/server/consultants/formData'
import { requireCaller } from '@/server/http/requireCaller'

/** PUT /api/consultants/application/personal-information: step 1 of the application. */
export const savePersonalInformationEndpoint = applicationStepEndpoint({
  path: '/consultants/application/personal-information',
  step: 1,
  schema: () => personalInformationRequestSchema,
  toSave: async ({ consultantId, personalInformation, applicationData }, context) => {
    requireCaller(context.req, { owner: consultantId })
    const data = await personalInformationData(personalInformation, context)
    const { motivation, referralSource } = applicationData
    return { ...data, profile: { ...data.profile, application: { motivation, referralSource } } }
  },
})
