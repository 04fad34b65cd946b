import { z } from 'zod'

export const CONTACT_TOPICS = ['general', 'booking', 'payment', 'consultant-application', 'account', 'press'] as const
export type ContactTopic = (typeof CONTACT_TOPICS)[number]

export const CONTACT_LIMITS = { name: 80, email: 254, message: 5000, messageMin: 10 } as const

/** Error messages are keys of the "content.contact.errors" messages. */
export const contactSchema = z.object({
  name: z.string().trim().min(1, 'nameRequired').max(CONTACT_LIMITS.name, 'nameTooLong'),
  email: z.string().trim().toLowerCase().max(CONTACT_LIMITS.email, 'emailInvalid').pipe(z.email('emailInvalid')),
  topic: z.enum(CONTACT_TOPICS, 'topicRequired'),
  message: z
    .string()
    .trim()
    .min(CONTACT_LIMITS.messageMin, 'messageTooShort')
    .max(CONTACT_LIMITS.message, 'messageTooLong'),
  consent: z.literal(true, 'consentRequired'),
  /** The honeypot: a field people never see; bots that fill every input fill it too. */
  website: z.string().optional(),
})
export type ContactInput = z.infer<typeof contactSchema>

export const isBotSubmission = (input: Pick<ContactInput, 'website'>): boolean => !!input.website?.trim()

/** Per sending address and per email (RATE_LIMITS.contactPer…). */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const
