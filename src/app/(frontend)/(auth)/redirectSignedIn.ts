import { redirect } from 'next/navigation'

import { postLoginRedirect } from '@/domain/navigation'
import type { User } from '@/payload-types'
import { getCurrentUser } from '@/server/auth/currentUser'

/** Where a signed-in user belongs (spec §2 "Post-login redirect"). */
export function landingForUser(user: User, target?: string): string {
  return postLoginRedirect({
    role: user.role,
    profileStatus: user.profileStatus,
    userShortId: user.userShortId ?? '',
    redirect: target,
  })
}

/** Someone already signed in has no business on the sign-in or sign-up pages. */
export async function redirectSignedIn(target?: string): Promise<void> {
  const user = await getCurrentUser()
  if (user) redirect(landingForUser(user, target))
}
