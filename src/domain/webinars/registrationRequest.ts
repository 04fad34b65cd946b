import { z } from 'zod'

import { consentListSchema } from '../consents'

/** The body of POST /api/webinars/{id}/registrations: the consents given with the Register button. */
export const registrationRequestSchema = z.object({ consents: consentListSchema.default([]) })
