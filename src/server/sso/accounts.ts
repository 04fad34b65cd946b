import crypto from 'node:crypto'

import type { PayloadRequest } from 'payload'

import type { SsoIdentity } from './exchange'
import type { Locale } from '@/domain/locale'
import { postLoginRedirect } from '@/domain/navigation'
import { nameSchema } from '@/domain/schemas'
import { statusAfterEmailVerified, type AccountRole } from '@/domain/status'
import type { User } from '@/payload-types'

/**
 * Payload's local strategy needs a password; this one is never told to anyone, so it cannot be used.
 * It still follows the password rules (20 characters, all four kinds), which every stored password must.
 */
export function unusablePassword(): string {
  return `Aa1!${crypto.randomBytes(12).toString('base64url')}`
}

export async function findUserBySsoSubject(req: PayloadRequest, subject: string): Promise<User | null> {
  const found = await req.payload.find({
    collection: 'users',
    where: { ssoSubject: { equals: subject } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return found.docs[0] ?? null
}

const accountRole = (user: User): AccountRole => (user.role === 'CONSULTANT' ? 'CONSULTANT' : 'USER')

/**
 * Links a Google account to the existing account with the same (provider-verified) email. An account
 * whose email was never confirmed is confirmed now and its password replaced: whoever registered it
 * without owning the address must not keep a way in.
 */
export async function linkSsoSubject(req: PayloadRequest, user: User, identity: SsoIdentity): Promise<User> {
  const unconfirmed = user.profileStatus === 'NOT_CONFIRMED'
  return req.payload.update({
    collection: 'users',
    id: user.id,
    data: {
      ssoSubject: identity.subject,
      ...(unconfirmed
        ? { profileStatus: statusAfterEmailVerified(accountRole(user)), password: unusablePassword() }
        : {}),
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
}

const validName = (value: string | null) => {
  const parsed = nameSchema.safeParse(value)
  return parsed.success ? parsed.data : undefined
}

/** A new account for a provider-verified email: it starts where an email confirmation would have put it. */
export async function createSsoUser(
  req: PayloadRequest,
  identity: SsoIdentity,
  role: AccountRole,
  locale: Locale,
): Promise<User> {
  return req.payload.create({
    collection: 'users',
    data: {
      email: identity.email,
      password: unusablePassword(),
      role,
      profileStatus: statusAfterEmailVerified(role),
      // Consultants give their name in the application; names the provider sends that our rules refuse are asked for later.
      firstName: role === 'USER' ? validName(identity.givenName) : undefined,
      lastName: role === 'USER' ? validName(identity.familyName) : undefined,
      locale,
      ssoSubject: identity.subject,
      ssoSignUp: 'PENDING',
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
}

/** New Google sign-ups complete their profile first; everyone else lands where a password login would. */
export function ssoLandingPath(user: User, redirect: string | null): string {
  if (user.ssoSignUp === 'PENDING') {
    return redirect ? `/sso/complete-profile?redirect=${encodeURIComponent(redirect)}` : '/sso/complete-profile'
  }
  return postLoginRedirect({
    role: user.role,
    profileStatus: user.profileStatus,
    userShortId: user.userShortId ?? String(user.id),
    redirect,
  })
}
