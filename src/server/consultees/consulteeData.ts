import type { ConsulteeProfile, User } from '@/payload-types'

const withoutIds = <T extends { id?: string | null }>(rows: T[] | null | undefined) =>
  (rows ?? []).map(({ id: _id, ...row }) => row)

/** What GET /api/consultees/id/{id} answers: the account's own fields and the consultee profile. */
export function consulteeDataOf(user: User, profile: ConsulteeProfile | null) {
  const preferences = profile?.careerPreferences ?? {}
  return {
    userId: user.id,
    userShortId: user.userShortId ?? null,
    email: user.email,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    timezone: user.timezone ?? null,
    imageUrl: user.imageUrl ?? null,
    profileStatus: user.profileStatus,
    refCode: user.refCode ?? null,
    country: profile?.country ?? null,
    gender: profile?.gender ?? null,
    industry: profile?.industry ?? null,
    major: profile?.major ?? null,
    aboutMe: profile?.aboutMe ?? null,
    workingHistory: withoutIds(profile?.workingHistory),
    educationBackgrounds: withoutIds(profile?.educationBackgrounds),
    skills: withoutIds(profile?.skills),
    careerPreferences: {
      targetRole: preferences.targetRole ?? null,
      targetIndustry: preferences.targetIndustry ?? null,
      workPermit: preferences.workPermit ?? null,
      visaDetails: preferences.visaDetails ?? null,
      germanLevel: preferences.germanLevel ?? null,
      englishLevel: preferences.englishLevel ?? null,
      preferredCities: preferences.preferredCities ?? [],
      salaryMinEuro: preferences.salaryMinEuro ?? null,
      salaryMaxEuro: preferences.salaryMaxEuro ?? null,
      earliestStartDate: preferences.earliestStartDate ?? null,
      cvKey: preferences.cvKey ?? null,
      cvFileName: preferences.cvFileName ?? null,
    },
    onboardingFormStatus: profile?.onboardingFormStatus ?? null,
  }
}

export type ConsulteeData = ReturnType<typeof consulteeDataOf>
