import { describe, expect, it } from 'vitest'

import { sessionListFilter } from '../booking/sessionListFilter'
import { SESSION_TABS, sessionTabOf } from './sessionTabs'

describe('session tabs', () => {
  it.each(SESSION_TABS)('%s is a filter the session lists accept', (tab) => {
    expect(sessionListFilter(tab)).not.toBeNull()
    expect(sessionTabOf(tab)).toBe(tab)
  })

  it.each([undefined, null, '', 'HELD', 'Upcoming', ['archived'], 'PAST_CANCELLED_BY_USER'])(
    '%j falls back to upcoming',
    (raw) => {
      expect(sessionTabOf(raw)).toBe('upcoming')
    },
  )
})
