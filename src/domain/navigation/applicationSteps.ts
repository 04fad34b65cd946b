import { PROFILE_SECTIONS } from '../schemas/application/profileSections'

// The four screens of the consultant application, in order (spec §2 "Consultant application").
export const APPLICATION_STEPS = [
  { status: 'STEP1', key: 'personalInformation', path: '/consultant-application/personal-information' },
  { status: 'STEP2', key: 'profileDetails', path: '/consultant-application/profile-details' },
  { status: 'STEP3', key: 'skillsServices', path: '/consultant-application/skills-services' },
  { status: 'STEP4', key: 'experience', path: '/consultant-application/experience' },
] as const

export type ApplicationStep = (typeof APPLICATION_STEPS)[number]
export const APPLICATION_SUCCESS_PATH = '/application-success'

/**
 * Where an applicant continues: the application starts at STEP1 and each saved step moves the status to
 * the next one, so STEPn is the screen to show. REGISTERED has not started; a submitted application
 * shows the success page; everyone else has no application to continue.
 */
export function applicationResumePath(profileStatus: string): string | null {
  if (profileStatus === 'REGISTERED') return APPLICATION_STEPS[0].path
  if (profileStatus === 'APPLICATION_SUBMITTED') return APPLICATION_SUCCESS_PATH
  return APPLICATION_STEPS.find((step) => step.status === profileStatus)?.path ?? null
}

/** 1-based number of the step the applicant is on, or 0 before the application starts. */
export function applicationStepNumber(profileStatus: string): number {
  return APPLICATION_STEPS.findIndex((step) => step.status === profileStatus) + 1
}

export const ONBOARDING_PATH = '/on-boarding'

/** The step whose path ends with `slug` ('personal-information' → step 1), or null. */
export function applicationStepBySlug(slug: string): (ApplicationStep & { number: number }) | null {
  const index = APPLICATION_STEPS.findIndex((step) => step.path.endsWith(`/${slug}`))
  return index < 0 ? null : { ...APPLICATION_STEPS[index]!, number: index + 1 }
}

/** Steps already reached can be opened again; a later step only once the earlier ones are saved. */
export function canOpenApplicationStep(profileStatus: string, stepNumber: number): boolean {
  if (profileStatus === 'REGISTERED') return stepNumber === 1
  const reached = applicationStepNumber(profileStatus)
  return reached > 0 && stepNumber >= 1 && stepNumber <= reached
}

/** Previous on step 1 leads back to the on-boarding page. */
export function previousApplicationPath(stepNumber: number): string {
  return stepNumber <= 1 ? ONBOARDING_PATH : (APPLICATION_STEPS[stepNumber - 2]?.path ?? ONBOARDING_PATH)
}

/** Where Next leads after saving a step; the last step ends at the success page after the submit. */
export function nextApplicationPath(stepNumber: number): string {
  return APPLICATION_STEPS[stepNumber]?.path ?? APPLICATION_SUCCESS_PATH
}

/** The sub-pages of an approved consultant's profile, in the order of the tabs: the form sections, then verification. */
export const CONSULTANT_PROFILE_PAGES = [...PROFILE_SECTIONS, 'profile-verification'] as const
export type ConsultantProfilePage = (typeof CONSULTANT_PROFILE_PAGES)[number]

export function isConsultantProfilePage(value: unknown): value is ConsultantProfilePage {
  return typeof value === 'string' && (CONSULTANT_PROFILE_PAGES as readonly string[]).includes(value)
}
