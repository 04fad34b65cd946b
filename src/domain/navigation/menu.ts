import type { ProfileStatus } from '../status'
import type { Role } from '../users'
import { LOGOUT_HREF } from './logout'

/** Every label key used by the menus; each is a key of the "nav" message namespace. */
export const NAV_KEYS = [
  'home',
  'consultants',
  'forJobSeekers',
  'dashboard',
  'sessions',
  'inquiries',
  'wallet',
  'availability',
  'profile',
  'accountSettings',
  'paymentHistory',
  'submitApplication',
  'submitYourApplication',
  'completeProfile',
  'logout',
  'joinAsConsultant',
  'referFriend',
  'adminPanel',
  'userMenu',
  'openMenu',
  'closeMenu',
  'dashboardBadge',
] as const

export type NavKey = (typeof NAV_KEYS)[number]

export type NavLink = { key: NavKey; href: string; disabled?: boolean; count?: number }

export type NavUser = { role: Role; profileStatus: ProfileStatus }
export type NavCounts = { sessions: number; inquiries: number }

export type Navigation = {
  publicLinks: NavLink[]
  dashboardLinks: NavLink[]
  userMenu: NavLink[]
  mobileExtra: NavLink | null
  showReferralLink: boolean
  dashboardHref: string | null
  badgeCount: number
}

const APPLICATION_HREF = '/on-boarding'
const CONSULTANT_DASHBOARD = '/consultant/dashboard'
const CONSULTEE_DASHBOARD = '/consultee/dashboard'
const ADMIN_HREF = '/admin'
const CONSULTEE_PERSONAL_INFO = '/consultee/dashboard/profile/personal-information'

const APPLICANT_STATUSES: readonly ProfileStatus[] = ['REGISTERED', 'STEP1', 'STEP2', 'STEP3', 'STEP4']

/** A consultant whose application is not yet submitted sees nothing but the way back into it. */
export function isApplicant(user: NavUser): boolean {
  return user.role === 'CONSULTANT' && APPLICANT_STATUSES.includes(user.profileStatus)
}

function publicLinksFor(user: NavUser | null): NavLink[] {
  const links: NavLink[] = [
    { key: 'home', href: '/' },
    { key: 'consultants', href: '/consultants' },
  ]
  if (user?.role !== 'CONSULTANT') links.push({ key: 'forJobSeekers', href: '/consultee-onboarding' })
  return links
}

function dashboardLinksFor(user: NavUser, counts: NavCounts): NavLink[] {
  if (user.role !== 'CONSULTANT' && user.role !== 'USER') return [{ key: 'adminPanel', href: ADMIN_HREF }]
  const base = dashboardBaseOf(user)
  const locked = user.profileStatus !== 'ACTIVE'
  const sections: NavLink[] =
    user.role === 'CONSULTANT'
      ? [
          { key: 'wallet', href: `${base}/my-wallet` },
          { key: 'availability', href: `${base}/availability` },
        ]
      : [{ key: 'paymentHistory', href: `${base}/payment-history` }]
  const gated: NavLink[] = [
    { key: 'dashboard', href: base },
    { key: 'sessions', href: `${base}/sessions`, count: counts.sessions },
    { key: 'inquiries', href: `${base}/inquiries`, count: counts.inquiries },
    ...sections,
    { key: 'profile', href: `${base}/profile` },
  ]
  // Account settings stay reachable in every status, e.g. to change the password or delete the account.
  return [
    ...gated.map((link) => ({ ...link, disabled: locked })),
    { key: 'accountSettings', href: `${base}/account-settings`, disabled: false },
  ]
}

/**
 * Spec §2, user menu: the profile entry is shown only while the status is not ACTIVE. An ACTIVE user reaches
 * the profile through the dashboard sections instead, where Profile is one of the links.
 */
export function showsProfileEntry(user: NavUser): boolean {
  return (user.role === 'CONSULTANT' || user.role === 'USER') && user.profileStatus !== 'ACTIVE'
}

function userMenuFor(user: NavUser): NavLink[] {
  const menu: NavLink[] = []
  if (isApplicant(user)) menu.push({ key: 'submitYourApplication', href: APPLICATION_HREF })
  if (user.role === 'USER' && user.profileStatus === 'DATA_NOT_SUBMITTED') {
    menu.push({ key: 'completeProfile', href: CONSULTEE_PERSONAL_INFO })
  }
  // The profile pages send a user who may not open them yet where they belong (the application, or the
  // consultant's own profile preview once submitted), so the entry is a working link in every such status.
  if (showsProfileEntry(user)) menu.push({ key: 'profile', href: `${dashboardBaseOf(user)}/profile` })
  menu.push({ key: 'logout', href: LOGOUT_HREF })
  return menu
}

function dashboardBaseOf(user: NavUser): string {
  return user.role === 'CONSULTANT' ? CONSULTANT_DASHBOARD : CONSULTEE_DASHBOARD
}

function dashboardHrefFor(user: NavUser): string {
  if (isApplicant(user)) return APPLICATION_HREF
  if (user.role === 'CONSULTANT') return CONSULTANT_DASHBOARD
  if (user.role === 'USER') return CONSULTEE_DASHBOARD
  return ADMIN_HREF
}

function safeCount(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0
}

/** Header, mobile sheet and user menu contents for a visitor (null) or a logged-in user (spec §2, §6). */
export function navigationFor({ user, counts }: { user: NavUser | null; counts?: NavCounts }): Navigation {
  if (!user) {
    return {
      publicLinks: publicLinksFor(null),
      dashboardLinks: [],
      userMenu: [],
      mobileExtra: { key: 'joinAsConsultant', href: '/become-mentor' },
      showReferralLink: false,
      dashboardHref: null,
      badgeCount: 0,
    }
  }
  const safeCounts = { sessions: safeCount(counts?.sessions), inquiries: safeCount(counts?.inquiries) }
  const active = user.profileStatus === 'ACTIVE'
  const applicant = isApplicant(user)
  return {
    publicLinks: applicant ? [] : publicLinksFor(user),
    dashboardLinks: applicant
      ? [{ key: 'submitApplication', href: APPLICATION_HREF }]
      : dashboardLinksFor(user, safeCounts),
    userMenu: userMenuFor(user),
    mobileExtra: active ? { key: 'referFriend', href: '/referral' } : null,
    showReferralLink: active,
    dashboardHref: dashboardHrefFor(user),
    badgeCount: safeCounts.sessions + safeCounts.inquiries,
  }
}
