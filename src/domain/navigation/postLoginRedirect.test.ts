import { describe, expect, it } from 'vitest'

import { PROFILE_STATUSES, type ProfileStatus } from '../status'
import { ROLES, type Role } from '../users'
import { isSafeRedirect, postLoginRedirect } from './postLoginRedirect'

describe('isSafeRedirect', () => {
  it.each([
    ['/', true],
    ['/consultants', true],
    ['/consultants?search=java&industryFilters=IT,Finance', true],
    ['/consultant/abc/book-session?selectedSlot=2026-03-29T08:30:00.000Z#top', true],
    ['/blogs/%2F%2Fnot-a-host', true],
    [`/${'a'.repeat(511)}`, true],
    [`/${'a'.repeat(512)}`, false],
    ['//evil.com', false],
    ['///evil.com', false],
    ['https://evil.com', false],
    ['http:/evil.com', false],
    ['/\\evil', false],
    ['/path\\..\\evil', false],
    ['\\\\evil.com', false],
    ['javascript:alert(1)', false],
    ['/\t/evil.com', false],
    ['/\n/evil.com', false],
    ['/ok\u0000', false],
    ['consultants', false],
    ['', false],
    [' /consultants', false],
    [undefined, false],
    [null, false],
    [42, false],
    [['/consultants'], false],
  ])('%j → %s', (path, expected) => {
    expect(isSafeRedirect(path)).toBe(expected)
  })
})

const USER_PROFILE = '/consultee/dashboard/profile/personal-information'
const SESSIONS = '/consultant/dashboard/sessions'
const ON_BOARDING = '/on-boarding'
const SUBMITTED = '/consultants/cons2345'
const EMAIL = '/email-verification'
// Records keyed by role and status: the compiler demands a target for every role × status.
type Targets = Record<ProfileStatus, string>

// Spec §2: a consultant with REGISTERED goes to on-boarding; an application still in progress (STEP1 to
// STEP4) belongs there too, since those consultants can open nothing else. Staff go to the admin panel.
const CONSULTANT_TARGETS: Targets = {
  NOT_CONFIRMED: EMAIL,
  REGISTERED: ON_BOARDING,
  STEP1: ON_BOARDING,
  STEP2: ON_BOARDING,
  STEP3: ON_BOARDING,
  STEP4: ON_BOARDING,
  APPLICATION_SUBMITTED: SUBMITTED,
  ACTIVE: SESSIONS,
  DATA_NOT_SUBMITTED: SESSIONS,
}
const USER_TARGETS: Targets = {
  NOT_CONFIRMED: EMAIL,
  REGISTERED: '/',
  STEP1: '/',
  STEP2: '/',
  STEP3: '/',
  STEP4: '/',
  APPLICATION_SUBMITTED: '/',
  ACTIVE: '/',
  DATA_NOT_SUBMITTED: USER_PROFILE,
}
const staffTargets = (): Targets => ({
  ...(Object.fromEntries(PROFILE_STATUSES.map((status) => [status, '/admin'])) as Targets),
  NOT_CONFIRMED: EMAIL,
})
const TARGETS: Record<Role, Targets> = {
  CONSULTANT: CONSULTANT_TARGETS,
  USER: USER_TARGETS,
  ADMIN: staffTargets(),
  REVIEWER: staffTargets(),
  EDITOR: staffTargets(),
}
const ROWS = ROLES.flatMap((role) =>
  PROFILE_STATUSES.map((status): [Role, ProfileStatus, string] => [role, status, TARGETS[role][status]]),
)

describe('postLoginRedirect without an explicit redirect', () => {
  it.each(ROWS)('%s %s → %s', (role, profileStatus, expected) => {
    expect(postLoginRedirect({ role, profileStatus, userShortId: 'user2345', consultantShortId: 'cons2345' })).toBe(
      expected,
    )
  })

  it.each([
    [undefined, '/consultants/user2345'],
    [null, '/consultants/user2345'],
    ['', '/consultants/user2345'],
    ['cons2345', '/consultants/cons2345'],
  ])('a submitted application with consultant short id %j goes to %s', (consultantShortId, expected) => {
    const target = postLoginRedirect({
      role: 'CONSULTANT',
      profileStatus: 'APPLICATION_SUBMITTED',
      userShortId: 'user2345',
      consultantShortId,
    })
    expect(target).toBe(expected)
  })
})

// Spec §2: an explicit redirect parameter wins over every other rule, for every role in every status.
const REDIRECT_ROWS = ROLES.flatMap((role) =>
  PROFILE_STATUSES.flatMap((status) =>
    ['/consultants?search=go', '/consultant/abc/book-session?selectedSlot=2026-03-29T08:30:00.000Z', '/'].map(
      (redirect): [Role, ProfileStatus, string] => [role, status, redirect],
    ),
  ),
)

describe('postLoginRedirect with a safe redirect', () => {
  it.each(REDIRECT_ROWS)('%s %s with redirect %s → the redirect', (role, profileStatus, redirect) => {
    expect(
      postLoginRedirect({ role, profileStatus, userShortId: 'user2345', consultantShortId: 'cons2345', redirect }),
    ).toBe(redirect)
  })
})

// Never an open redirect: anything that could leave the site is ignored and the status rule applies.
describe('postLoginRedirect with an unsafe redirect', () => {
  const UNSAFE = [
    '//evil.com',
    '///evil.com',
    'https://evil.com',
    'http:/evil.com',
    '/\\evil',
    '\\\\evil.com',
    'javascript:alert(1)',
    '/\t/evil.com',
    'evil.com',
    ' /consultants',
    '',
    42,
    null,
    ['/consultants'],
  ]
  const rows = UNSAFE.flatMap((redirect) =>
    ROWS.map(([role, status, expected]): [unknown, Role, ProfileStatus, string] => [redirect, role, status, expected]),
  )

  it.each(rows)('redirect %j for %s %s → %s', (redirect, role, profileStatus, expected) => {
    expect(
      postLoginRedirect({ role, profileStatus, userShortId: 'user2345', consultantShortId: 'cons2345', redirect }),
    ).toBe(expected)
  })
})
