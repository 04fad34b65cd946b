import { describe, expect, it } from 'vitest'

import { navigationFor } from './menu'

describe('counts and badge', () => {
  it.each([
    ['USER', 'ACTIVE', { sessions: 2, inquiries: 3 }, 2, 3, 5],
    ['CONSULTANT', 'ACTIVE', { sessions: 0, inquiries: 7 }, 0, 7, 7],
    ['USER', 'DATA_NOT_SUBMITTED', { sessions: 1, inquiries: 1 }, 1, 1, 2],
    ['CONSULTANT', 'ACTIVE', undefined, 0, 0, 0],
    ['USER', 'ACTIVE', { sessions: -4, inquiries: Number.NaN }, 0, 0, 0],
  ] as const)('%s %s %j', (role, profileStatus, counts, sessions, inquiries, badge) => {
    const nav = navigationFor({ user: { role, profileStatus }, counts })
    const count = (key: string) => nav.dashboardLinks.find((link) => link.key === key)?.count
    expect(count('sessions')).toBe(sessions)
    expect(count('inquiries')).toBe(inquiries)
    expect(nav.badgeCount).toBe(badge)
  })
})
