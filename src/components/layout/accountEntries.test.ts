import { describe, expect, it } from 'vitest'

import { navigationFor } from '@/domain/navigation'

import { accountEntries, dashboardEntry, initialsOf } from './accountEntries'

const keys = (links: { key: string }[]) => links.map((link) => link.key).join(' ')

describe('accountEntries', () => {
  it('an active consultee gets every dashboard section, then logout', () => {
    const nav = navigationFor({ user: { role: 'USER', profileStatus: 'ACTIVE' } })
    expect(keys(accountEntries(nav))).toBe('dashboard sessions inquiries paymentHistory profile accountSettings logout')
  })

  it('an applicant sees the application entry once, and the profile entry', () => {
    const nav = navigationFor({ user: { role: 'CONSULTANT', profileStatus: 'STEP2' } })
    expect(keys(accountEntries(nav))).toBe('submitYourApplication profile logout')
  })

  // Spec §2: the user menu's profile entry shows only while the status is not ACTIVE; it stands in for the
  // dashboard section's disabled Profile link, so Profile appears once and can be opened.
  it.each([
    ['USER', 'ACTIVE', 'dashboard sessions inquiries paymentHistory profile accountSettings logout'],
    [
      'USER',
      'DATA_NOT_SUBMITTED',
      'dashboard! sessions! inquiries! paymentHistory! accountSettings completeProfile profile logout',
    ],
    ['CONSULTANT', 'ACTIVE', 'dashboard sessions inquiries wallet availability profile accountSettings logout'],
    [
      'CONSULTANT',
      'APPLICATION_SUBMITTED',
      'dashboard! sessions! inquiries! wallet! availability! accountSettings profile logout',
    ],
    ['ADMIN', 'ACTIVE', 'adminPanel logout'],
  ] as const)('%s %s → %s', (role, profileStatus, expected) => {
    const entries = accountEntries(navigationFor({ user: { role, profileStatus } }))
    expect(entries.map((link) => `${link.key}${link.disabled ? '!' : ''}`).join(' ')).toBe(expected)
    expect(entries.filter((link) => link.key === 'profile').length).toBeLessThanOrEqual(1)
  })

  it('a visitor has no account entries', () => {
    expect(accountEntries(navigationFor({ user: null }))).toEqual([])
  })
})

describe('dashboardEntry', () => {
  it.each([
    ['USER', 'ACTIVE', 'dashboard', '/consultee/dashboard', false],
    ['USER', 'DATA_NOT_SUBMITTED', 'dashboard', '/consultee/dashboard', true],
    ['CONSULTANT', 'ACTIVE', 'dashboard', '/consultant/dashboard', false],
    ['CONSULTANT', 'REGISTERED', 'submitApplication', '/on-boarding', false],
    ['ADMIN', 'ACTIVE', 'adminPanel', '/admin', false],
  ] as const)('%s %s → %s', (role, profileStatus, key, href, disabled) => {
    const entry = dashboardEntry(navigationFor({ user: { role, profileStatus } }))
    expect(entry).toMatchObject({ key, href })
    expect(entry?.disabled ?? false).toBe(disabled)
  })

  it('a visitor has none', () => {
    expect(dashboardEntry(navigationFor({ user: null }))).toBeNull()
  })
})

describe('initialsOf', () => {
  it.each([
    [{ firstName: 'Lena', lastName: 'Fischer', email: 'l@example.com' }, 'LF'],
    [{ firstName: ' maría ', lastName: null, email: 'm@example.com' }, 'M'],
    [{ firstName: null, lastName: null, email: 'jonas@example.com' }, 'J'],
  ])('%j → %s', (user, initials) => {
    expect(initialsOf(user)).toBe(initials)
  })
})
