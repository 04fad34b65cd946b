import { createLocalReq, type Payload } from 'payload'

import { executeInRequest, sql } from '../db/sql'
import { inTransaction } from '../db/transaction'
import { serverUrl } from '../env'
import { inquiryTranslator } from './translator'
import { otherSide, previewOf, sideOf } from '@/domain/inquiries'
import { DEFAULT_LOCALE, isLocale } from '@/domain/locale'

type MailFacts = {
  conversation_id: number
  role: 'USER' | 'CONSULTANT'
  body: string
  recipient_email: string
  recipient_first_name: string | null
  recipient_locale: string | null
  sender_first_name: string | null
  sender_last_name: string | null
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * Emails the recipient of message `messageId` that it is waiting, in the recipient's language. The
 * sent-notices row (claimed in the same transaction as the send) keeps a retried job from sending twice.
 */
export async function sendInquiryMail(payload: Payload, messageId: number): Promise<boolean> {
  const req = await createLocalReq({}, payload)
  return inTransaction(req, async () => {
    const claimed = await executeInRequest(
      req,
      sql`INSERT INTO sent_notices (key, updated_at, created_at) VALUES (${`inquiry-message:${messageId}`}, now(), now())
          ON CONFLICT (key) DO NOTHING RETURNING id`,
    )
    if (claimed.length === 0) return false
    const [facts] = await executeInRequest<MailFacts>(
      req,
      sql`SELECT m.conversation_id, m.role, m.body,
            r.email AS recipient_email, r.first_name AS recipient_first_name, r.locale AS recipient_locale,
            s.first_name AS sender_first_name, s.last_name AS sender_last_name
          FROM inquiry_messages m
          JOIN users s ON s.id = m.sender_id
          JOIN users r ON r.id = CASE WHEN m.role = 'USER' THEN m.consultant_id ELSE m.user_id END
          WHERE m.id = ${messageId}`,
    )
    if (!facts) return false
    const locale = isLocale(facts.recipient_locale) ? facts.recipient_locale : DEFAULT_LOCALE
    const t = inquiryTranslator(locale)
    const recipientSide = otherSide(sideOf(facts.role))
    const link = `${serverUrl()}/${recipientSide === 'user' ? 'consultee' : 'consultant'}/dashboard/inquiries/${facts.conversation_id}`
    const sender = [facts.sender_first_name, facts.sender_last_name].filter(Boolean).join(' ') || t('email.someone')
    const lines = [
      t('email.greeting', { name: facts.recipient_first_name ?? '' }),
      t('email.intro', { sender }),
      `“${previewOf(facts.body)}”`,
      t('email.action', { link }),
      t('email.throttleNote'),
    ]
    await payload.sendEmail({
      to: facts.recipient_email,
      subject: t('email.subject', { sender }),
      text: lines.join('\n\n'),
      html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
    })
    return true
  })
}
