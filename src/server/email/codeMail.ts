import type { Payload } from 'payload'

import { serverTranslator } from '../i18n'
import { CODE_TTL_MS, type CodePurpose } from '@/domain/auth'
import type { Locale } from '@/domain/locale'
import { escapeHtml } from './html'

const TEMPLATES = { VERIFY_EMAIL: 'verify', RESET_PASSWORD: 'reset', CHANGE_EMAIL: 'changeEmail' } as const

/** Sends a verification, reset or email-change code in the recipient's language. */
export async function sendCodeMail(
  payload: Payload,
  { to, locale, purpose, code }: { to: string; locale: Locale; purpose: CodePurpose; code: string },
): Promise<void> {
  const t = serverTranslator(locale, 'email')
  const kind = TEMPLATES[purpose]
  const minutes = CODE_TTL_MS / 60_000
  const subject = t(`${kind}.subject`)
  const lines = [t(`${kind}.intro`), code, t('codeValidity', { minutes }), t(`${kind}.ignore`)]
  await payload.sendEmail({
    to,
    subject,
    text: lines.join('\n\n'),
    html: `<p>${escapeHtml(lines[0]!)}</p><p style="font-size:28px;letter-spacing:6px;font-weight:700">${code}</p><p>${escapeHtml(lines[2]!)}</p><p>${escapeHtml(lines[3]!)}</p>`,
  })
}
