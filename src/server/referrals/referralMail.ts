import { createLocalReq, type Payload } from 'payload'
import { createTranslator } from 'next-intl'

import { hasOptedIn } from '../consents/latestConsents'
import { serverUrl } from '../env'
import { DEFAULT_LOCALE, isLocale } from '@/domain/locale'
import de from '@/i18n/messages/de.json'
import en from '@/i18n/messages/en.json'

const catalogues = { en, de } as const
const idOf = (ref: number | { id: number }) => (typeof ref === 'number' ? ref : ref.id)

/**
 * Emails the referrer of a referrer earning row, in their language, only while their newest
 * REFERRAL_NOTIFICATION decision is an opt-in. Answers whether a mail went out.
 */
export async function sendReferralMail(payload: Payload, earningId: number): Promise<boolean> {
  const req = await createLocalReq({}, payload)
  const earning = await payload.findByID({ collection: 'earnings', id: earningId, depth: 0, req, disableErrors: true })
  if (!earning || earning.type !== 'referral referrer') return false
  const referrerId = idOf(earning.user)
  if (!(await hasOptedIn(req, referrerId, 'REFERRAL_NOTIFICATION'))) return false
  const referrer = await payload.findByID({ collection: 'users', id: referrerId, depth: 0, req })
  if (referrer.deletedAt) return false
  const locale = isLocale(referrer.locale) ? referrer.locale : DEFAULT_LOCALE
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'referral' })
  const lines = [
    t('email.greeting', { name: referrer.firstName ?? '' }),
    t('email.intro', { name: earning.counterpartName ?? '' }),
    t('email.action', { link: `${serverUrl()}/referral` }),
  ]
  await payload.sendEmail({
    to: referrer.email,
    subject: t('email.subject'),
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${line.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</p>`).join(''),
  })
  return true
}
