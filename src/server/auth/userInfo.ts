import type { Payload } from 'payload'

import { EMPTY_TAX_INFO, type TaxInfo } from '@/domain/schemas'
import type { User } from '@/payload-types'
import { loadTaxInfo } from '@/server/consultants/taxInfo'
import { findConsulteeProfile } from '@/server/consultees/profileStore'

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
  taxInfo: TaxInfo
}

/** The UserInfo of `user`; `taxInfo` is theirs as stored (see userInfoOf), nulls when not given. */
export function toUserInfo(user: User, taxInfo: TaxInfo = EMPTY_TAX_INFO): UserInfo {
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
    taxInfo,
  }
}

/**
 * The UserInfo a user gets about themselves, with a consultant's tax details from their profile.
 * Only for answers to that same user: the tax details are personal.
 */
export async function userInfoOf(payload: Payload, user: User): Promise<UserInfo> {
  const taxInfo = user.role === 'CONSULTANT' ? await loadTaxInfo(payload, user.id) : EMPTY_TAX_INFO
  const profile = user.role === 'USER' ? await findConsulteeProfile({ payload }, user.id) : null
  return { ...toUserInfo(user, taxInfo), onboardingFormStatus: profile?.onboardingFormStatus ?? null }
}
