import { createHmac } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { payloadSecret } from '../env'
import { consumeRateLimits } from '../rateLimit/limiter'
import { mailContactMessage } from './contactMail'
import { isBotSubmission, type ContactInput } from '@/domain/content'
import type { Locale } from '@/domain/locale'
import { RATE_LIMITS } from '@/domain/rateLimit'

export type ContactOutcome = { kind: 'accepted' } | { kind: 'rateLimited'; retryAfterSeconds: number }
type Sender = { ip: string | null; locale: Locale; now: Date }

export { contactInbox } from './contactMail'

/** The address is not kept; a keyed hash of it is enough to recognise the same sender again. */
const senderHash = (ip: string) => createHmac('sha256', payloadSecret()).update(`contact:${ip}`).digest('hex')

/**
 * Stores a contact message and emails it to the team (by a queued job when the mail server is down). A
 * bot that filled the honeypot gets the same answer and nothing is kept. The shared rate limits count
 * messages per address and per email, so every app instance sees the same count; without a known
 * address only the email is counted (one shared "unknown" bucket would block everyone).
 */
export async function submitContactMessage(
  req: PayloadRequest,
  input: ContactInput,
  sender: Sender,
): Promise<ContactOutcome> {
  if (isBotSubmission(input)) return { kind: 'accepted' }
  const limit = await consumeRateLimits(
    req.payload,
    [
      { rule: RATE_LIMITS.contactPerIp, subject: sender.ip },
      { rule: RATE_LIMITS.contactPerEmail, subject: input.email },
    ],
    sender.now,
  )
  if (!limit.allowed) return { kind: 'rateLimited', retryAfterSeconds: limit.retryAfterSeconds }

  const hash = sender.ip ? senderHash(sender.ip) : null
  const { name, email, topic, message, consent } = input
  const stored = await req.payload.create({
    collection: 'contact-messages',
    data: { name, email, topic, message, consent, locale: sender.locale, senderHash: hash },
    req,
  })
  await mailContactMessage(req, stored)
  return { kind: 'accepted' }
}
