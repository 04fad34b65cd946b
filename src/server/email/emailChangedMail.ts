import type { Payload } from 'payload'

import { serverUrl } from '../env'
import { serverTranslator } from '../i18n'
import type { Locale } from '@/domain/locale'
import { escapeHtml } from './html'

/** Tells the previous address that the account's email changed, so a takeover cannot go unnoticed. */
export async function sendEmailChangedMail(
  payload: Payload,
  { to, locale, newEmail }: { to: string; locale: Locale; newEmail: string },
): Promise<void> {
  const t = serverTranslator(locale, 'email')
  const lines = [
    t('emailChanged.intro', { email: newEmail }),
    t('emailChanged.notYou', { link: `${serverUrl()}/contact-us` }),
  ]
  await payload.sendEmail({
    to,
    subject: t('emailChanged.subject'),
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  })
}
