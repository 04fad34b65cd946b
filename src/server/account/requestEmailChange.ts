import type { PayloadRequest } from 'payload'

import { issueCode } from '../auth/codeStore'
import { findUserByEmail } from '../auth/users'
import { sendCodeMail } from '../email/codeMail'
import { clientIpOf } from '../rateLimit/clientIp'
import { consumeRateLimits } from '../rateLimit/limiter'
import { checkCurrentPassword } from './checkCurrentPassword'
import { needsCurrentPassword, normaliseEmail } from '@/domain/auth'
import { isLocale, type Locale } from '@/domain/locale'
import { RATE_LIMITS } from '@/domain/rateLimit'
import type { EmailChangeRequest } from '@/domain/schemas'
import type { User } from '@/payload-types'

export type EmailChangeRequestResult =
  | { kind: 'sent'; newEmail: string }
  | { kind: 'sameEmail' }
  | { kind: 'wrongPassword' }
  | { kind: 'locked' }
  | { kind: 'emailInUse' }
  | { kind: 'limited'; retryAfterSeconds: number; resendTooSoon: boolean }

/**
 * Mails a code to the new address; the address is kept with the code and becomes the account's email only
 * when the code comes back. A newer request replaces the pending one (issueCode ends earlier codes).
 */
export async function requestEmailChange(
  req: PayloadRequest,
  user: User,
  { newEmail, currentPassword }: EmailChangeRequest,
  locale: Locale,
  now: Date,
): Promise<EmailChangeRequestResult> {
  if (normaliseEmail(user.email) === newEmail) return { kind: 'sameEmail' }
  // Counted before the password check, so the limits also slow down guessing the password here.
  const caps = await consumeRateLimits(
    req.payload,
    [
      { rule: RATE_LIMITS.emailChangePerIp, subject: clientIpOf(req) },
      { rule: RATE_LIMITS.emailChangePerAccount, subject: user.id },
      { rule: RATE_LIMITS.emailChangePerNewEmail, subject: newEmail },
    ],
    now,
  )
  if (!caps.allowed) return { kind: 'limited', retryAfterSeconds: caps.retryAfterSeconds, resendTooSoon: false }

  if (needsCurrentPassword(user)) {
    const check = await checkCurrentPassword(req.payload, user, currentPassword ?? '')
    if (check === 'locked') return { kind: 'locked' }
    if (check === 'wrong') return { kind: 'wrongPassword' }
  }
  const owner = await findUserByEmail(req.payload, newEmail)
  if (owner && owner.id !== user.id) return { kind: 'emailInUse' }

  // The cooldown between two codes to one address counts only codes that are really sent.
  const cooldown = await consumeRateLimits(
    req.payload,
    [{ rule: RATE_LIMITS.emailChangeResend, subject: `${user.id}:${newEmail}` }],
    now,
  )
  if (!cooldown.allowed) {
    return { kind: 'limited', retryAfterSeconds: cooldown.retryAfterSeconds, resendTooSoon: true }
  }
  const code = await issueCode(req, user.id, 'CHANGE_EMAIL', now, { newEmail })
  const mailLocale = isLocale(user.locale) ? user.locale : locale
  await sendCodeMail(req.payload, { to: newEmail, locale: mailLocale, purpose: 'CHANGE_EMAIL', code })
  return { kind: 'sent', newEmail }
}
