import { describe, expect, it } from 'vitest'

import { PROFILE_STATUSES, type ProfileStatus } from '../status'
import type { Role } from '../users'
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

describe('postLoginRedirect without an explicit redirect', () => {
  // role, profile status, expected target
  it.each([
    ['CONSULTANT', 'NOT_CONFIRMED', '/email-verification'],
    ['CONSULTANT', 'REGISTERED', '/on-boarding'],
    ['CONSULTANT', 'STEP1', '/on-boarding'],
    ['CONSULTANT', 'STEP2', '/on-boarding'],
    ['CONSULTANT', 'STEP3', '/on-boarding'],
    ['CONSULTANT', 'STEP4', '/on-boarding'],
    ['CONSULTANT', 'APPLICATION_SUBMITTED', '/consultants/cons2345'],
    ['CONSULTANT', 'ACTIVE', SESSIONS],
    ['CONSULTANT', 'DATA_NOT_SUBMITTED', SESSIONS],
    ['USER', 'NOT_CONFIRMED', '/email-verification'],
    ['USER', 'DATA_NOT_SUBMITTED', USER_PROFILE],
    ['USER', 'ACTIVE', '/'],
    ['USER', 'REGISTERED', '/'],
    ['USER', 'APPLICATION_SUBMITTED', '/'],
    ['ADMIN', 'ACTIVE', '/admin'],
    ['REVIEWER', 'ACTIVE', '/admin'],
    ['EDITOR', 'ACTIVE', '/admin'],
    ['ADMIN', 'NOT_CONFIRMED', '/email-verification'],
  ] as [Role, ProfileStatus, string][])('%s %s → %s', (role, profileStatus, expected) => {
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

describe('postLoginRedirect with a redirect', () => {
  const base = { userShortId: 'user2345' }

  it.each(PROFILE_STATUSES.filter((status) => status !== 'NOT_CONFIRMED'))('a safe redirect wins for %s', (status) => {
    for (const role of ['USER', 'CONSULTANT', 'ADMIN'] as const) {
      expect(postLoginRedirect({ ...base, role, profileStatus: status, redirect: '/consultants?search=go' })).toBe(
        '/consultants?search=go',
      )
    }
  })

  it('an unconfirmed user carries the redirect through email verification', () => {
    expect(
      postLoginRedirect({ ...base, role: 'USER', profileStatus: 'NOT_CONFIRMED', redirect: '/consultant/x?a=1&b=2' }),
    ).toBe('/email-verification?redirect=%2Fconsultant%2Fx%3Fa%3D1%26b%3D2')
  })

  it.each(['//evil.com', 'https://evil.com', '/\\evil', 'javascript:alert(1)', '', 42])(
    'unsafe redirect %j is ignored',
    (redirect) => {
      expect(postLoginRedirect({ ...base, role: 'USER', profileStatus: 'ACTIVE', redirect })).toBe('/')
      expect(postLoginRedirect({ ...base, role: 'CONSULTANT', profileStatus: 'ACTIVE', redirect })).toBe(SESSIONS)
      expect(postLoginRedirect({ ...base, role: 'USER', profileStatus: 'NOT_CONFIRMED', redirect })).toBe(
        '/email-verification',
      )
    },
  )
})
