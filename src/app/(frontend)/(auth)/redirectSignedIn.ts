import { redirect } from 'next/navigation'

import { getCurrentUser } from '@/server/auth/currentUser'
import { landingForUser } from '@/server/auth/pageAccess'

export { landingForUser }

/** Someone already signed in has no business on the sign-in or sign-up pages. */
export async function redirectSignedIn(target?: string): Promise<void> {
  const user = await getCurrentUser()
  if (user) redirect(landingForUser(user, target))
}
