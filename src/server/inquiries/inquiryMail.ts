import { createLocalReq, type Payload } from 'payload'

import { inTransaction } from '../db/transaction'
import { serverUrl } from '../env'
import { serverTranslator } from '../i18n'
import { otherSide, previewOf, sideOf } from '@/domain/inquiries'
import { DEFAULT_LOCALE, isLocale } from '@/domain/locale'
import { inquiryMailFacts } from '@/server/queries/inquiries'
import { claimNotice } from '@/server/queries/notices'
import { escapeHtml } from '@/server/email/html'

/**
 * Emails the recipient of message `messageId` that it is waiting, in the recipient's language. The
 * sent-notices row (claimed in the same transaction as the send) keeps a retried job from sending twice.
 */
export async function sendInquiryMail(payload: Payload, messageId: number): Promise<boolean> {
  const req = await createLocalReq({}, payload)
  return inTransaction(req, async () => {
    if (!(await claimNotice(req, `inquiry-message:${messageId}`))) return false
    const facts = await inquiryMailFacts(req, messageId)
    if (!facts) return false
    const locale = isLocale(facts.recipientLocale) ? facts.recipientLocale : DEFAULT_LOCALE
    const t = serverTranslator(locale, 'inquiries')
    const recipientSide = otherSide(sideOf(facts.role))
    const link = `${serverUrl()}/${recipientSide === 'user' ? 'consultee' : 'consultant'}/dashboard/inquiries/${facts.conversation}`
    const sender = [facts.senderFirstName, facts.senderLastName].filter(Boolean).join(' ') || t('email.someone')
    const lines = [
      t('email.greeting', { name: facts.recipientFirstName ?? '' }),
      t('email.intro', { sender }),
      `“${previewOf(facts.body)}”`,
      t('email.action', { link }),
      t('email.throttleNote'),
    ]
    await payload.sendEmail({
      to: facts.recipientEmail,
      subject: t('email.subject', { sender }),
      text: lines.join('\n\n'),
      html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
    })
    return true
  })
}
