import { redirect } from 'next/navigation'

import { landingForUser } from '@/app/(frontend)/(auth)/redirectSignedIn'
import type { InquiryRole } from '@/domain/inquiries'
import type { User } from '@/payload-types'
import { getCurrentUser } from '@/server/auth/currentUser'

/** The signed-in ACTIVE user of `role` for an inquiries page; anybody else is sent where they belong. */
export async function inquiryViewer(role: InquiryRole, path: string): Promise<User> {
  const user = await getCurrentUser()
  if (!user) redirect(`/sign-in?redirect=${encodeURIComponent(path)}`)
  if (user.role !== role || user.profileStatus !== 'ACTIVE') redirect(landingForUser(user))
  return user
}
