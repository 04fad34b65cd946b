import type { TaskConfig } from 'payload'

import { DEFAULT_LOCALE, isLocale } from '@/domain/locale'
import { sendWebinarRegistrationMail } from '@/server/webinars/registrationMail'

/** Emails the confirmation of a webinar registration whose first attempt failed. */
export const webinarRegistrationMailTask: TaskConfig<{
  input: { registrationId: number; locale: string }
  output: { sent: boolean }
}> = {
  slug: 'webinarRegistrationMail',
  retries: 8,
  inputSchema: [
    { name: 'registrationId', type: 'number', required: true },
    { name: 'locale', type: 'text', required: true },
  ],
  handler: async ({ input, req }) => {
    const locale = isLocale(input.locale) ? input.locale : DEFAULT_LOCALE
    return { output: { sent: await sendWebinarRegistrationMail(req.payload, input.registrationId, locale) } }
  },
}
