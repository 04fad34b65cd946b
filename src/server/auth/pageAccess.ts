import 'server-only'

import { redirect } from 'next/navigation'

import { getCurrentUser } from './currentUser'
import { postLoginRedirect } from '@/domain/navigation'
import type { User } from '@/payload-types'

/** Where a signed-in user belongs (spec §2 "Post-login redirect"). */
export function landingForUser(user: User, target?: string): string {
  return postLoginRedirect({
    role: user.role,
    profileStatus: user.profileStatus,
    userShortId: user.userShortId ?? '',
    redirect: target,
  })
}

/**
 * The signed-in ACTIVE user of `role` for the dashboard page at `path`: a visitor signs in first and comes
 * back to `path`, anybody else is sent where they belong.
 */
export async function activeUserFor(role: 'USER' | 'CONSULTANT', path: string): Promise<User> {
  const user = await getCurrentUser()
  if (!user) redirect(`/sign-in?redirect=${encodeURIComponent(path)}`)
  if (user.role !== role || user.profileStatus !== 'ACTIVE') redirect(landingForUser(user))
  return user
}
