import { ValidationError, type PayloadRequest } from 'payload'

import { redeemCode } from '../auth/codeStore'
import { findUserByEmail } from '../auth/users'
import { inTransaction } from '../db/transaction'
import { sendEmailChangedMail } from '../email/emailChangedMail'
import { consumeRateLimits } from '../rateLimit/limiter'
import { keepSessions } from './userSessions'
import type { CodeCheck } from '@/domain/auth'
import { isLocale, type Locale } from '@/domain/locale'
import { RATE_LIMITS } from '@/domain/rateLimit'
import type { User } from '@/payload-types'

export type EmailChangeConfirmResult =
  | { kind: 'changed'; email: string }
  | { kind: 'codeFailed'; result: Exclude<CodeCheck, 'ok'>; attemptsLeft: number }
  | { kind: 'emailInUse' }
  | { kind: 'limited'; retryAfterSeconds: number }

const isEmailTaken = (error: unknown) =>
  error instanceof ValidationError && error.data.errors.some((e) => e.path === 'email')

/**
 * Redeems the code and moves the account to the address it was sent to, in one transaction with the end of
 * the other sessions; then tells the previous address. The cached signed-in user follows by itself: it is
 * keyed on the row versions of the user and its sessions (src/server/auth/cachedSessionUser.ts).
 */
export async function confirmEmailChange(
  req: PayloadRequest,
  user: User & { _sid?: string },
  code: string,
  locale: Locale,
  now: Date,
): Promise<EmailChangeConfirmResult> {
  const verdict = await consumeRateLimits(
    req.payload,
    [{ rule: RATE_LIMITS.emailChangeConfirmPerAccount, subject: user.id }],
    now,
  )
  if (!verdict.allowed) return { kind: 'limited', retryAfterSeconds: verdict.retryAfterSeconds }

  const redeemed = await redeemCode(req.payload, user.id, 'CHANGE_EMAIL', code, now)
  if (redeemed.result !== 'ok' || !redeemed.codeId) {
    const result = redeemed.result === 'ok' ? 'used' : redeemed.result
    return { kind: 'codeFailed', result, attemptsLeft: redeemed.attemptsLeft }
  }
  const redeemedCode = await req.payload.findByID({ collection: 'auth-codes', id: redeemed.codeId, depth: 0 })
  const newEmail = redeemedCode.newEmail
  if (!newEmail) return { kind: 'codeFailed', result: 'used', attemptsLeft: 0 }
  const owner = await findUserByEmail(req.payload, newEmail)
  if (owner && owner.id !== user.id) return { kind: 'emailInUse' }

  const previousEmail = user.email
  try {
    await inTransaction(req, async () => {
      await req.payload.update({
        collection: 'users',
        id: user.id,
        data: { email: newEmail },
        depth: 0,
        req,
        overrideAccess: true,
      })
      // Only the session making this request stays: whoever else held the account is signed out.
      await keepSessions(req.payload, user.id, (id) => id === user._sid, req)
    })
  } catch (error) {
    // Another account took the address since the check above: the unique index decides.
    if (isEmailTaken(error)) return { kind: 'emailInUse' }
    throw error
  }

  const mailLocale = isLocale(user.locale) ? user.locale : locale
  try {
    await sendEmailChangedMail(req.payload, { to: previousEmail, locale: mailLocale, newEmail })
  } catch (error) {
    // The change is saved; a mail server that is down must not turn it into an error for the user.
    req.payload.logger.error({
      err: error,
      msg: `email-change notice to the previous address of user ${user.id} failed`,
    })
  }
  return { kind: 'changed', email: newEmail }
}
