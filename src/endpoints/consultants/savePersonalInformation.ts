import { json } from '../http'
import { applicationStepEndpoint } from './applicationStepEndpoint'
import { personalInformationRequestSchema, uploadKeyOfUrl } from '@/domain/schemas'
import { ownStoredUpload } from '@/server/uploads/ownUpload'

/** PUT /api/consultants/application/personal-information: step 1 of the application. */
export const savePersonalInformationEndpoint = applicationStepEndpoint({
  path: '/consultants/application/personal-information',
  step: 1,
  schema: () => personalInformationRequestSchema,
  toSave: async ({ consultantId, personalInformation: info, applicationData }, { userId, t, req }) => {
    if (consultantId !== undefined && consultantId !== userId) {
      return json(403, { message: t('forbidden'), code: 'FORBIDDEN' })
    }
    const imageUrl = [info.imageUrl, info.image].find((value): value is string => typeof value === 'string')
    // A picture uploaded to us must be the consultant's own.
    const key = uploadKeyOfUrl(imageUrl)
    if (key && !(await ownStoredUpload(req, key, userId, 'image'))) {
      return json(400, { message: t('invalidInput'), errors: [{ path: 'image', message: 'Invalid_image_url' }] })
    }
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
