import type { Payload } from 'payload'

import { euroOrNull } from '@/domain/money'

export type ConsultantCard = {
  userId: number
  consultantShortId: string
  firstName: string
  lastName: string
  imageUrl: string | null
  pricing: { pricing30Min: number | null }
  skills: string[]
  experiences: { title: string; organization: string }[]
  education: { fieldOfStudy: string; university: string }[]
  industry: string | null
  averageRating: number | null
  reviewCount: number
  yearsOfExperience: string | null
  verified: boolean
}

/** The cards of spec §3 for the given profiles, in the order given; two queries however many there are. */
export async function consultantCards(payload: Payload, profileIds: number[]): Promise<ConsultantCard[]> {
  if (profileIds.length === 0) return []
  const { docs: profiles } = await payload.find({
    collection: 'consultant-profiles',
    where: { id: { in: profileIds } },
    select: {
      user: true,
      consultantShortId: true,
      pricing30Min: true,
      skills: true,
      workingHistory: { title: true, organization: true },
      educationBackgrounds: { fieldOfStudy: true, university: true },
      industry: true,
      averageRating: true,
      reviewCount: true,
      yearsOfExperience: true,
      verified: true,
    },
    depth: 0,
    pagination: false,
  })
  const userIds = profiles.map((profile) => (typeof profile.user === 'object' ? profile.user.id : profile.user))
  const { docs: users } = await payload.find({
    collection: 'users',
    where: { id: { in: userIds } },
    select: { firstName: true, lastName: true, imageUrl: true },
    depth: 0,
    pagination: false,
  })
  const userById = new Map(users.map((user) => [user.id, user]))
  const profileById = new Map(profiles.map((profile) => [profile.id, profile]))
  return profileIds.flatMap((id) => {
    const profile = profileById.get(id)
    if (!profile) return []
    const userId = typeof profile.user === 'object' ? profile.user.id : profile.user
    const user = userById.get(userId)
    return [
      {
        userId,
        consultantShortId: profile.consultantShortId ?? '',
        firstName: user?.firstName ?? '',
        lastName: user?.lastName ?? '',
        imageUrl: user?.imageUrl ?? null,
        pricing: { pricing30Min: euroOrNull(profile.pricing30Min) },
        skills: profile.skills ?? [],
        experiences: (profile.workingHistory ?? []).map(({ title, organization }) => ({ title, organization })),
        education: (profile.educationBackgrounds ?? []).map(({ fieldOfStudy, university }) => ({
          fieldOfStudy,
          university,
        })),
        industry: profile.industry ?? null,
        averageRating: typeof profile.averageRating === 'number' ? profile.averageRating : null,
        reviewCount: profile.reviewCount ?? 0,
        yearsOfExperience: profile.yearsOfExperience ?? null,
        verified: profile.verified ?? false,
      },
    ]
  })
}
