import type { Payload, PayloadRequest } from 'payload'

import { sendNowOrQueue } from '../email/sendNowOrQueue'
import { mailFrom } from '../env'
import { serverTranslator } from '../i18n'
import type { ContactMessage } from '@/payload-types'

type Mailed = Pick<ContactMessage, 'id' | 'name' | 'email' | 'topic' | 'message' | 'locale'>

/** The team's inbox: CONTACT_EMAIL, else the address mail is sent from. */
export const contactInbox = () => process.env.CONTACT_EMAIL?.trim() || mailFrom().address

/** Emails a stored contact message to the team, with the sender as reply-to. */
export async function sendContactMail(payload: Payload, stored: Mailed): Promise<void> {
  const { name, email, topic, message } = stored
  // The team reads English.
  const t = serverTranslator('en', 'content')
  const topicLabel = t(`contact.topics.${topic}`)
  await payload.sendEmail({
    to: contactInbox(),
    replyTo: { name, address: email },
    subject: t('mail.subject', { topic: topicLabel, name }),
    text: [
      t('mail.from', { name, email }),
      t('mail.topic', { topic: topicLabel }),
      t('mail.language', { locale: stored.locale ?? 'en' }),
      '',
      message,
    ].join('\n'),
  })
}

/** Mails the stored message now, else by a queued job: the sender gets the confirmation either way. */
export const mailContactMessage = (req: PayloadRequest, stored: Mailed): Promise<void> =>
  sendNowOrQueue(req, `contact message ${stored.id}`, () => sendContactMail(req.payload, stored), {
    task: 'contactMail',
    input: { messageId: stored.id },
  })
