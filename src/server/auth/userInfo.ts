import type { User } from '@/payload-types'

/** The UserInfo shape of API.md, the one view of a user that our endpoints return. */
export type UserInfo = {
  userId: number
  userRole: User['role']
  userShortId: string | null
  firstName: string | null
  lastName: string | null
  email: string
  profileStatus: User['profileStatus']
  imageUrl: string | null
  timezone: string | null
  videoUrl: string | null
  refCode: string | null
  onboardingFormStatus: string | null
  taxInfo: { taxIdentificationNumber: string | null; vatNumber: string | null; consultantBusinessType: string | null }
}

export function toUserInfo(user: User): UserInfo {
  return {
    userId: user.id,
    userRole: user.role,
    userShortId: user.userShortId ?? null,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    email: user.email,
    profileStatus: user.profileStatus,
    imageUrl: user.imageUrl ?? null,
    timezone: user.timezone ?? null,
    videoUrl: null,
    refCode: user.refCode ?? null,
    onboardingFormStatus: null,
    taxInfo: { taxIdentificationNumber: null, vatNumber: null, consultantBusinessType: null },
  }
}
