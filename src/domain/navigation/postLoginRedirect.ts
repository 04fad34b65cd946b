import type { ProfileStatus } from '../status'
import type { Role } from '../users'

export const MAX_REDIRECT_LENGTH = 512

const SITE_PROBE = 'http://site.invalid'
// Browsers drop tabs and newlines inside URLs, so '/\t/evil.com' would become '//evil.com'.
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/
const APPLICANT_STATUSES: readonly ProfileStatus[] = ['REGISTERED', 'STEP1', 'STEP2', 'STEP3', 'STEP4']

/** A same-site relative path such as '/consultants?x=1'; anything that could leave the site is refused. */
export function isSafeRedirect(path: unknown): path is string {
  if (typeof path !== 'string' || path.length === 0 || path.length > MAX_REDIRECT_LENGTH) return false
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false
  if (CONTROL_CHARACTERS.test(path)) return false
  try {
    return new URL(path, SITE_PROBE).origin === SITE_PROBE
  } catch {
    return false
  }
}

export type PostLoginInput = {
  role: Role
  profileStatus: ProfileStatus
  userShortId: string
  consultantShortId?: string | null
  redirect?: unknown
}

/** Where a user lands after login, or after verifying the email of a login attempt (spec §2). */
export function postLoginRedirect({
  role,
  profileStatus,
  userShortId,
  consultantShortId,
  redirect,
}: PostLoginInput): string {
  // Spec §2: an explicit redirect wins over every rule below, as long as it stays on this site. (A login
  // that fails with NOT_CONFIRMED never gets here: the login form carries the redirect through the email
  // verification, which then lands here as a confirmed user.)
  if (isSafeRedirect(redirect)) return redirect
  if (profileStatus === 'NOT_CONFIRMED') return '/email-verification'
  switch (role) {
    case 'CONSULTANT':
      if (APPLICANT_STATUSES.includes(profileStatus)) return '/on-boarding'
      if (profileStatus === 'APPLICATION_SUBMITTED') {
        return `/consultants/${encodeURIComponent(consultantShortId || userShortId)}`
      }
      return '/consultant/dashboard/sessions'
    case 'USER':
      return profileStatus === 'DATA_NOT_SUBMITTED' ? '/consultee/dashboard/profile/personal-information' : '/'
    case 'ADMIN':
    case 'REVIEWER':
    case 'EDITOR':
      return '/admin'
  }
}
