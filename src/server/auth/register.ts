import { commitTransaction, initTransaction, killTransaction, ValidationError, type PayloadRequest } from 'payload'

import { recordConsents, type ConsentDecision } from '../consents/recordConsents'
import { trackedReferrer } from '../referrals/referrer'
import { issueCode } from './codeStore'
import { findUserByEmail } from './users'
import type { Locale } from '@/domain/locale'

export type Registration = {
  email: string
  password: string
  userRole: 'USER' | 'CONSULTANT'
  firstName?: string
  lastName?: string
  timezone?: string
  referrerRefCode?: string
  consents: ConsentDecision[]
  locale: Locale
}

export type RegistrationResult = { kind: 'created'; userId: number; code: string } | { kind: 'emailInUse' }

/** Creates the account, its consent records and the first verification code in one transaction. */
export async function registerUser(req: PayloadRequest, input: Registration, now: Date): Promise<RegistrationResult> {
  const { payload } = req
  if (await findUserByEmail(payload, input.email)) return { kind: 'emailInUse' }
  const referrerId = await trackedReferrer(req, input.referrerRefCode, input.consents)

  const ownsTransaction = await initTransaction(req)
  try {
    const user = await payload.create({
      collection: 'users',
      data: {
        email: input.email,
        password: input.password,
        role: input.userRole,
        profileStatus: 'NOT_CONFIRMED',
        firstName: input.userRole === 'USER' ? input.firstName : undefined,
        lastName: input.userRole === 'USER' ? input.lastName : undefined,
        timezone: input.userRole === 'USER' ? input.timezone : undefined,
        locale: input.locale,
        referredBy: referrerId,
      },
      req,
      overrideAccess: true,
    })
    await recordConsents(req, user.id, input.consents, input.locale)
    const code = await issueCode(req, user.id, 'VERIFY_EMAIL', now)
    if (ownsTransaction) await commitTransaction(req)
    return { kind: 'created', userId: user.id, code }
  } catch (error) {
    await killTransaction(req)
    // Two sign-ups with one email at the same moment: the unique index decides, the loser gets 409.
    if (error instanceof ValidationError && error.data.errors.some((e) => e.path === 'email'))
      return { kind: 'emailInUse' }
    throw error
  }
}
