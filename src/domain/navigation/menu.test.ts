import { describe, expect, it } from 'vitest'

import { PROFILE_STATUSES, type ProfileStatus } from '../status'
import { ROLES, type Role } from '../users'
import { navigationFor, showsProfileEntry, type NavLink } from './menu'

// A trailing '!' marks a disabled link.
const PUB = 'home consultants forJobSeekers'
const PUB_C = 'home consultants'
const C_OPEN = 'dashboard sessions inquiries wallet availability profile accountSettings'
const C_LOCKED = 'dashboard! sessions! inquiries! wallet! availability! profile! accountSettings'
const U_OPEN = 'dashboard sessions inquiries paymentHistory profile accountSettings'
const U_LOCKED = 'dashboard! sessions! inquiries! paymentHistory! profile! accountSettings'
const APPLY = 'submitApplication'
const ADMIN = 'adminPanel'
const REFER = 'referFriend'
const C_DASH = '/consultant/dashboard'
const U_DASH = '/consultee/dashboard'

type Row = [Role, ProfileStatus, string, string, string, string | null, boolean, string]

// role, status, public links, dashboard links, user menu, mobile extra, referral link, dashboard href
const ROWS: Row[] = [
  ['CONSULTANT', 'NOT_CONFIRMED', PUB_C, C_LOCKED, 'profile logout', null, false, C_DASH],
  ['CONSULTANT', 'REGISTERED', '', APPLY, 'submitYourApplication profile logout', null, false, '/on-boarding'],
  ['CONSULTANT', 'STEP1', '', APPLY, 'submitYourApplication profile logout', null, false, '/on-boarding'],
  ['CONSULTANT', 'STEP2', '', APPLY, 'submitYourApplication profile logout', null, false, '/on-boarding'],
  ['CONSULTANT', 'STEP3', '', APPLY, 'submitYourApplication profile logout', null, false, '/on-boarding'],
  ['CONSULTANT', 'STEP4', '', APPLY, 'submitYourApplication profile logout', null, false, '/on-boarding'],
  ['CONSULTANT', 'APPLICATION_SUBMITTED', PUB_C, C_LOCKED, 'profile logout', null, false, C_DASH],
  ['CONSULTANT', 'ACTIVE', PUB_C, C_OPEN, 'logout', REFER, true, C_DASH],
  ['CONSULTANT', 'DATA_NOT_SUBMITTED', PUB_C, C_LOCKED, 'profile logout', null, false, C_DASH],
  ['USER', 'NOT_CONFIRMED', PUB, U_LOCKED, 'profile logout', null, false, U_DASH],
  ['USER', 'REGISTERED', PUB, U_LOCKED, 'profile logout', null, false, U_DASH],
  ['USER', 'STEP1', PUB, U_LOCKED, 'profile logout', null, false, U_DASH],
  ['USER', 'STEP2', PUB, U_LOCKED, 'profile logout', null, false, U_DASH],
  ['USER', 'STEP3', PUB, U_LOCKED, 'profile logout', null, false, U_DASH],
  ['USER', 'STEP4', PUB, U_LOCKED, 'profile logout', null, false, U_DASH],
  ['USER', 'APPLICATION_SUBMITTED', PUB, U_LOCKED, 'profile logout', null, false, U_DASH],
  ['USER', 'ACTIVE', PUB, U_OPEN, 'logout', REFER, true, U_DASH],
  ['USER', 'DATA_NOT_SUBMITTED', PUB, U_LOCKED, 'completeProfile profile logout', null, false, U_DASH],
  ...(['ADMIN', 'REVIEWER', 'EDITOR'] as const).flatMap((staff): Row[] => [
    [staff, 'NOT_CONFIRMED', PUB, ADMIN, 'logout', null, false, '/admin'],
    [staff, 'REGISTERED', PUB, ADMIN, 'logout', null, false, '/admin'],
    [staff, 'STEP1', PUB, ADMIN, 'logout', null, false, '/admin'],
    [staff, 'STEP2', PUB, ADMIN, 'logout', null, false, '/admin'],
    [staff, 'STEP3', PUB, ADMIN, 'logout', null, false, '/admin'],
    [staff, 'STEP4', PUB, ADMIN, 'logout', null, false, '/admin'],
    [staff, 'APPLICATION_SUBMITTED', PUB, ADMIN, 'logout', null, false, '/admin'],
    [staff, 'ACTIVE', PUB, ADMIN, 'logout', REFER, true, '/admin'],
    [staff, 'DATA_NOT_SUBMITTED', PUB, ADMIN, 'logout', null, false, '/admin'],
  ]),
]

const keys = (links: NavLink[]) => links.map((link) => `${link.key}${link.disabled ? '!' : ''}`).join(' ')

describe('navigationFor, every role × profile status', () => {
  it('the table covers every combination once', () => {
    const covered = new Set(ROWS.map(([role, status]) => `${role}/${status}`))
    expect(covered.size).toBe(ROWS.length)
    expect(covered.size).toBe(ROLES.length * PROFILE_STATUSES.length)
  })

  it.each(ROWS)('%s %s', (role, profileStatus, pub, dashboard, userMenu, mobileExtra, referral, dashboardHref) => {
    const nav = navigationFor({ user: { role, profileStatus } })
    expect(keys(nav.publicLinks)).toBe(pub)
    expect(keys(nav.dashboardLinks)).toBe(dashboard)
    expect(keys(nav.userMenu)).toBe(userMenu)
    expect(nav.mobileExtra?.key ?? null).toBe(mobileExtra)
    expect(nav.showReferralLink).toBe(referral)
    expect(nav.dashboardHref).toBe(dashboardHref)
    expect(nav.badgeCount).toBe(0)
  })

  it('logged out', () => {
    expect(navigationFor({ user: null, counts: { sessions: 3, inquiries: 4 } })).toEqual({
      publicLinks: [
        { key: 'home', href: '/' },
        { key: 'consultants', href: '/consultants' },
        { key: 'forJobSeekers', href: '/consultee-onboarding' },
      ],
      dashboardLinks: [],
      userMenu: [],
      mobileExtra: { key: 'joinAsConsultant', href: '/become-mentor' },
      showReferralLink: false,
      dashboardHref: null,
      badgeCount: 0,
    })
  })
})

const hrefs = (links: NavLink[]) => Object.fromEntries(links.map((link) => [link.key, link.href]))

describe('link targets', () => {
  it.each([
    [
      'CONSULTANT',
      {
        dashboard: '/consultant/dashboard',
        sessions: '/consultant/dashboard/sessions',
        inquiries: '/consultant/dashboard/inquiries',
        wallet: '/consultant/dashboard/my-wallet',
        availability: '/consultant/dashboard/availability',
        profile: '/consultant/dashboard/profile',
        accountSettings: '/consultant/dashboard/account-settings',
      },
    ],
    [
      'USER',
      {
        dashboard: '/consultee/dashboard',
        sessions: '/consultee/dashboard/sessions',
        inquiries: '/consultee/dashboard/inquiries',
        paymentHistory: '/consultee/dashboard/payment-history',
        profile: '/consultee/dashboard/profile',
        accountSettings: '/consultee/dashboard/account-settings',
      },
    ],
    ['ADMIN', { adminPanel: '/admin' }],
  ] as const)('%s dashboard links', (role, expected) => {
    expect(hrefs(navigationFor({ user: { role, profileStatus: 'ACTIVE' } }).dashboardLinks)).toEqual(expected)
  })

  it.each([
    [
      'CONSULTANT',
      'STEP2',
      { submitApplication: '/on-boarding' },
      { submitYourApplication: '/on-boarding', profile: '/consultant/dashboard/profile' },
    ],
    [
      'USER',
      'DATA_NOT_SUBMITTED',
      {},
      {
        completeProfile: '/consultee/dashboard/profile/personal-information',
        profile: '/consultee/dashboard/profile',
      },
    ],
  ] as const)('%s %s status entries', (role, profileStatus, dashboard, menu) => {
    const nav = navigationFor({ user: { role, profileStatus } })
    if (Object.keys(dashboard).length) expect(hrefs(nav.dashboardLinks)).toEqual(dashboard)
    expect(hrefs(nav.userMenu)).toEqual({ ...menu, logout: '/api/auth/logout' })
  })

  it('refer a friend goes to the referral page', () => {
    expect(navigationFor({ user: { role: 'USER', profileStatus: 'ACTIVE' } }).mobileExtra).toEqual({
      key: 'referFriend',
      href: '/referral',
    })
  })
})

// The full role × status table above pins where the entry appears; these rows pin that it is a working link.
describe('showsProfileEntry (spec §2: the user menu shows the profile entry only while the status is not ACTIVE)', () => {
  it.each([
    ['USER', 'ACTIVE', null],
    ['USER', 'DATA_NOT_SUBMITTED', '/consultee/dashboard/profile'],
    ['USER', 'NOT_CONFIRMED', '/consultee/dashboard/profile'],
    ['CONSULTANT', 'ACTIVE', null],
    ['CONSULTANT', 'APPLICATION_SUBMITTED', '/consultant/dashboard/profile'],
    ['CONSULTANT', 'REGISTERED', '/consultant/dashboard/profile'],
    ['CONSULTANT', 'STEP3', '/consultant/dashboard/profile'],
    ['ADMIN', 'ACTIVE', null],
    ['ADMIN', 'DATA_NOT_SUBMITTED', null],
    ['EDITOR', 'STEP1', null],
  ] as const)('%s %s → %s', (role, profileStatus, href) => {
    expect(showsProfileEntry({ role, profileStatus })).toBe(href !== null)
    const entry = navigationFor({ user: { role, profileStatus } }).userMenu.find((link) => link.key === 'profile')
    expect(entry ? { href: entry.href, disabled: entry.disabled ?? false } : null).toEqual(
      href === null ? null : { href, disabled: false },
    )
  })
})
