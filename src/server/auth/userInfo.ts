import type { Payload } from 'payload'

import { EMPTY_TAX_INFO, taxInfoOf, type TaxInfo } from '@/domain/schemas'
import { introVideoUrl } from '@/domain/uploads/introVideo'
import type { ConsultantProfile, User } from '@/payload-types'
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

/**
 * The UserInfo of `user`; `taxInfo` is theirs as stored (see userInfoOf), nulls when not given, and
 * `videoUrl` a consultant's intro video (null when not given).
 */
export function toUserInfo(user: User, taxInfo: TaxInfo = EMPTY_TAX_INFO, videoUrl: string | null = null): UserInfo {
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
    videoUrl,
    refCode: user.refCode ?? null,
    onboardingFormStatus: null,
    taxInfo,
  }
}

/** A consultant's profile as stored; its tax group is personal, so access is bypassed (own answers only). */
async function consultantProfileOf(payload: Payload, userId: number): Promise<ConsultantProfile | null> {
  const found = await payload.find({
    collection: 'consultant-profiles',
    where: { user: { equals: userId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

/**
 * The UserInfo a user gets about themselves: a consultant's tax details and intro video (spec §3: the
 * uploaded video as the uploads endpoint serves it, else the video link) from their profile.
 * Only for answers to that same user: the tax details are personal.
 */
export async function userInfoOf(payload: Payload, user: User): Promise<UserInfo> {
  if (user.role === 'CONSULTANT') {
    const profile = await consultantProfileOf(payload, user.id)
    return toUserInfo(user, taxInfoOf(profile), introVideoUrl(profile))
  }
  const profile = user.role === 'USER' ? await findConsulteeProfile({ payload }, user.id) : null
  return { ...toUserInfo(user), onboardingFormStatus: profile?.onboardingFormStatus ?? null }
}
