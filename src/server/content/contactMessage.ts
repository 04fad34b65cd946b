import { createHmac } from 'node:crypto'

import type { PayloadRequest, Where } from 'payload'

import { mailFrom, payloadSecret } from '../env'
import { contentTranslator } from './translator'
import { CONTACT_RATE_LIMIT, contactRateLimit, isBotSubmission, type ContactInput } from '@/domain/content'
import type { Locale } from '@/domain/locale'

export type ContactOutcome = { kind: 'accepted' } | { kind: 'rateLimited'; retryAfterSeconds: number }
type Sender = { ip: string | null; locale: Locale; now: Date }

/** The team's inbox: CONTACT_EMAIL, else the address mail is sent from. */
export const contactInbox = () => process.env.CONTACT_EMAIL?.trim() || mailFrom().address

/** The address is not kept; a keyed hash of it is enough to recognise the same sender again. */
const senderHash = (ip: string) => createHmac('sha256', payloadSecret()).update(`contact:${ip}`).digest('hex')

/**
 * Stores a contact message and emails it to the team. A bot that filled the honeypot gets the same answer
 * and nothing is kept. The limit counts stored messages from the same address or email in PostgreSQL, so
 * every app instance sees the same count.
 */
export async function submitContactMessage(
  req: PayloadRequest,
  input: ContactInput,
  sender: Sender,
): Promise<ContactOutcome> {
  if (isBotSubmission(input)) return { kind: 'accepted' }
  // Without a known address only the email is counted: one shared "unknown" bucket would block everyone.
  const hash = sender.ip ? senderHash(sender.ip) : null
  const since = new Date(sender.now.getTime() - CONTACT_RATE_LIMIT.windowMs)
  const sameSender: Where[] = [{ email: { equals: input.email } }, ...(hash ? [{ senderHash: { equals: hash } }] : [])]
  const { docs } = await req.payload.find({
    collection: 'contact-messages',
    where: { and: [{ createdAt: { greater_than: since.toISOString() } }, { or: sameSender }] },
    select: { createdAt: true },
    sort: '-createdAt',
    limit: CONTACT_RATE_LIMIT.max,
    depth: 0,
    req,
  })
  const limit = contactRateLimit(
    docs.map((d) => new Date(d.createdAt)),
    sender.now,
  )
  if (!limit.allowed) return { kind: 'rateLimited', retryAfterSeconds: limit.retryAfterSeconds }

  const { name, email, topic, message, consent } = input
  await req.payload.create({
    collection: 'contact-messages',
    data: { name, email, topic, message, consent, locale: sender.locale, senderHash: hash },
    req,
  })
  // The team reads English.
  const t = contentTranslator('en')
  const topicLabel = t(`contact.topics.${topic}`)
  await req.payload.sendEmail({
    to: contactInbox(),
    replyTo: { name, address: email },
    subject: t('mail.subject', { topic: topicLabel, name }),
    text: [
      t('mail.from', { name, email }),
      t('mail.topic', { topic: topicLabel }),
      t('mail.language', { locale: sender.locale }),
      '',
      message,
    ].join('\n'),
  })
  return { kind: 'accepted' }
}
