import { postLoginRedirect } from '@/domain/navigation'
import type { UserInfo } from '@/server/auth/userInfo'

/** Where a person goes after logging in, verifying or completing a profile (spec §2). */
export function landingFor(user: UserInfo, redirect?: string): string {
  return postLoginRedirect({
    role: user.userRole,
    profileStatus: user.profileStatus,
    userShortId: user.userShortId ?? '',
    redirect,
  })
}
