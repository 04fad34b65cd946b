/** The pages of the consultee's profile (spec §2), in the order of its tabs. */
export const CONSULTEE_PROFILE_PAGES = [
  'personal-information',
  'profile-details',
  'experience',
  'skills-services',
  'career-preferences',
] as const
export type ConsulteeProfilePage = (typeof CONSULTEE_PROFILE_PAGES)[number]

export const CONSULTEE_PROFILE_BASE = '/consultee/dashboard/profile'

export function isConsulteeProfilePage(value: unknown): value is ConsulteeProfilePage {
  return typeof value === 'string' && (CONSULTEE_PROFILE_PAGES as readonly string[]).includes(value)
}

/**
 * Whether a consultee in `profileStatus` may open `page`: personal information always (a DATA_NOT_SUBMITTED
 * consultee submits it there), every other page once the account is ACTIVE.
 */
export function canOpenConsulteeProfilePage(page: ConsulteeProfilePage, profileStatus: string): boolean {
  return page === 'personal-information' || profileStatus === 'ACTIVE'
}
