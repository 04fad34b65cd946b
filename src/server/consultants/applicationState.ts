import type { ConsentType } from '@/domain/consents'
import { euroOrNull } from '@/domain/money'
import { APPLICATION_CONSENT_BOXES, type ApplicationConsentBox } from '@/domain/schemas'
import type { ConsultantProfile, User } from '@/payload-types'

const STEPS = ['STEP1', 'STEP2', 'STEP3', 'STEP4'] as const

/** The consultant application state of spec §3, read from the user and their profile (if any yet). */
export type ApplicationState = ReturnType<typeof applicationState>

type UploadedVideo = { name: string; awsFilePath: string }

type ConsentFacts = {
  publishIntroVideoConsent?: boolean
  /** The consent types whose newest record is an opt-in. */
  optedIn?: ReadonlySet<ConsentType>
}

/** The last step's boxes as the spec's state names them: true once their consent is on record. */
function consentFlags(optedIn: ReadonlySet<ConsentType>): Record<ApplicationConsentBox, boolean> {
  const boxes = Object.entries(APPLICATION_CONSENT_BOXES) as [ApplicationConsentBox, ConsentType][]
  return Object.fromEntries(boxes.map(([box, type]) => [box, optedIn.has(type)])) as Record<
    ApplicationConsentBox,
    boolean
  >
}

export function applicationState(
  user: User,
  profile: ConsultantProfile | null,
  { publishIntroVideoConsent = false, optedIn = new Set() }: ConsentFacts = {},
) {
  const step = (STEPS as readonly string[]).includes(user.profileStatus) ? user.profileStatus : null
  return {
    consultantId: user.id,
    profileStatus: user.profileStatus,
    currentStep: step,
    // A reviewer's request for changes stays visible until the application is submitted again.
    review: {
      state: profile?.reviewState ?? null,
      reason: profile?.reviewState === 'CHANGES_REQUESTED' ? (profile.reviewReason ?? null) : null,
      step: profile?.reviewState === 'CHANGES_REQUESTED' ? (profile.reviewStep ?? null) : null,
    },
    personalInformation: {
      imageUrl: user.imageUrl ?? null,
      firstName: user.firstName ?? null,
      lastName: user.lastName ?? null,
      country: profile?.country ?? null,
      city: profile?.city ?? null,
      languages: profile?.languages ?? [],
      gender: profile?.gender ?? null,
    },
    applicationData: {
      motivation: profile?.application?.motivation ?? null,
      referralSource: profile?.application?.referralSource ?? null,
    },
    profileDetails: {
      tagline: profile?.tagline ?? null,
      aboutMe: profile?.aboutMe ?? null,
      linkedInUrl: profile?.linkedInUrl ?? null,
      githubUrl: profile?.githubUrl ?? null,
      xingUrl: profile?.xingUrl ?? null,
      personalWebsite: profile?.personalWebsite ?? null,
      videoUrl: profile?.videoUrl ?? null,
      video: (profile?.videoKey
        ? { name: profile.videoFileName ?? profile.videoKey, awsFilePath: profile.videoKey }
        : null) as UploadedVideo | null,
      publishIntroVideoConsent,
    },
    skillsAndServices: {
      skills: profile?.skills ?? [],
      services: (profile?.services ?? []).map(({ serviceId, title, description, category }) => ({
        serviceId: serviceId ?? null,
        title,
        description: description ?? null,
        category: category ?? null,
      })),
      pricingTrial: euroOrNull(profile?.pricingTrial),
      pricing30Min: euroOrNull(profile?.pricing30Min),
      pricing60Min: euroOrNull(profile?.pricing60Min),
    },
    experience: {
      industry: profile?.industry ?? null,
      major: profile?.major ?? null,
      yearsOfExperience: profile?.yearsOfExperience ?? null,
      consultantBusinessType: profile?.consultantBusinessType ?? null,
      workingHistory: profile?.workingHistory ?? [],
      educationBackgrounds: profile?.educationBackgrounds ?? [],
      // A Regelunternehmer charges VAT and needs a VAT number (spec §5); a Kleinunternehmer does not.
      isVatRegistered: profile?.consultantBusinessType ? profile.consultantBusinessType === 'REGELUNTERNEHMER' : null,
      // No résumé upload exists: the application asks for documents instead; the spec's field stays null.
      resume: null as string | null,
      ...consentFlags(optedIn),
    },
  }
}
