import type { ConsultantProfile, User } from '@/payload-types'

const STEPS = ['STEP1', 'STEP2', 'STEP3', 'STEP4'] as const

/** The consultant application state of spec §3, read from the user and their profile (if any yet). */
export function applicationState(user: User, profile: ConsultantProfile | null) {
  const step = (STEPS as readonly string[]).includes(user.profileStatus) ? user.profileStatus : null
  return {
    consultantId: user.id,
    profileStatus: user.profileStatus,
    currentStep: step,
    personalInformation: {
      imageUrl: user.imageUrl ?? null,
      firstName: user.firstName ?? null,
      lastName: user.lastName ?? null,
      country: profile?.country ?? null,
      city: profile?.city ?? null,
      languages: profile?.languages ?? [],
    },
    profileDetails: {
      tagline: profile?.tagline ?? null,
      aboutMe: profile?.aboutMe ?? null,
      linkedInUrl: profile?.linkedInUrl ?? null,
    },
    skillsAndServices: {
      skills: profile?.skills ?? [],
      services: (profile?.services ?? []).map(({ title, description, category }) => ({ title, description, category })),
      pricingTrial: centsToEuro(profile?.pricingTrial),
      pricing30Min: centsToEuro(profile?.pricing30Min),
      pricing60Min: centsToEuro(profile?.pricing60Min),
    },
    experience: {
      industry: profile?.industry ?? null,
      major: profile?.major ?? null,
      yearsOfExperience: profile?.yearsOfExperience ?? null,
      workingHistory: profile?.workingHistory ?? [],
      educationBackgrounds: profile?.educationBackgrounds ?? [],
    },
  }
}

function centsToEuro(cents: number | null | undefined): number | null {
  return typeof cents === 'number' ? cents / 100 : null
}
