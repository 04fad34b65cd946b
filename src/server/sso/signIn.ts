import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

import { createSsoUser, findUserBySsoSubject, linkSsoSubject } from './accounts'
import type { SsoIdentity } from './exchange'
import { browserSessionUserId, issueSession } from './session'
import { findUserByEmail } from '../auth/users'
import type { Locale } from '@/domain/locale'
import type { AccountRole } from '@/domain/status'
import type { User } from '@/payload-types'

export type SsoSignInResult =
  { kind: 'signedIn'; user: User; cookie: string } | { kind: 'unverifiedEmail' } | { kind: 'alreadyAuthenticated' }

/**
 * Finds the account of a provider identity (by subject, else by verified email, else a new one with
 * the role chosen before the redirect) and opens a session for it. A browser signed in as someone
 * else is refused rather than switched, so two accounts are never mixed.
 */
export async function signInWithSso(
  req: PayloadRequest,
  identity: SsoIdentity,
  chosen: { role: AccountRole; locale: Locale },
): Promise<SsoSignInResult> {
  const bySubject = await findUserBySsoSubject(req, identity.subject)
  const byEmail = bySubject ? null : await findUserByEmail(req.payload, identity.email, req)
  const sessionUserId = await browserSessionUserId(req)
  if (sessionUserId !== null && sessionUserId !== (bySubject ?? byEmail)?.id) return { kind: 'alreadyAuthenticated' }
  // Without the provider's word that the address is theirs, nobody gets an account by that address.
  if (!bySubject && !identity.emailVerified) return { kind: 'unverifiedEmail' }

  const ownsTransaction = await initTransaction(req)
  try {
    const user =
      bySubject ??
      (byEmail
        ? await linkSsoSubject(req, byEmail, identity)
        : await createSsoUser(req, identity, chosen.role, chosen.locale))
    const { cookie } = await issueSession(req, user.id)
    if (ownsTransaction) await commitTransaction(req)
    return { kind: 'signedIn', user, cookie }
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
