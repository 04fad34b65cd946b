import type { Payload } from 'payload'

import { serverTranslator } from '../i18n'
import type { Locale } from '@/domain/locale'
import type { ReviewDecision } from '@/domain/review/decision'
import { escapeHtml } from './html'

type ReviewMail = { to: string; locale: Locale; decision: ReviewDecision; firstName: string; link: string }

/** Tells the consultant the reviewer's decision, in their language; a requested change quotes the reason. */
export async function sendReviewMail(payload: Payload, { to, locale, decision, firstName, link }: ReviewMail) {
  const t = serverTranslator(locale, 'email')
  const kind = decision.decision === 'APPROVE' ? 'approved' : 'changesRequested'
  const lines = [
    t('greeting', { name: firstName }),
    t(`${kind}.intro`),
    ...(decision.decision === 'REQUEST_CHANGES' ? [decision.reason] : []),
    t(`${kind}.action`, { link }),
  ]
  await payload.sendEmail({
    to,
    subject: t(`${kind}.subject`),
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  })
}
