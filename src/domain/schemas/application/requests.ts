import { z } from 'zod'

import { msg } from '../messages'
import { applicationDataSchema, personalInformationSchema } from './personalInformation'

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
