import { redirect } from 'next/navigation'

import { postLoginRedirect } from '@/domain/navigation'
import { getCurrentUser } from '@/server/auth/currentUser'

/** Someone already signed in has no business on the sign-in or sign-up pages. */
export async function redirectSignedIn(target?: string): Promise<void> {
  const user = await getCurrentUser()
  if (!user) return
  redirect(
    postLoginRedirect({
      role: user.role,
      profileStatus: user.profileStatus,
      userShortId: user.userShortId ?? '',
      redirect: target,
    }),
  )
}
