import { applicationStepEndpoint } from './applicationStepEndpoint'
import { profileDetailsSchema } from '@/domain/schemas'
import { profileDetailsData } from '@/server/consultants/formData'

/** PUT /api/consultants/application/profile-details: step 2 of the application. */
export const saveProfileDetailsEndpoint = applicationStepEndpoint({
  path: '/consultants/application/profile-details',
  step: 2,
  schema: () => profileDetailsSchema,
  toSave: (details, context) => profileDetailsData(details, context),
})
