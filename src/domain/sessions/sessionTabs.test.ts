import { describe, expect, it } from 'vitest'

import { sessionListFilter } from '../booking/sessionListFilter'
import { consulteeSessionPath, SESSION_TABS, sessionAnchor, sessionTabOf } from './sessionTabs'

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

describe('a link to one session', () => {
  it.each([
    [1, '/consultee/dashboard/sessions?status=upcoming#session-1'],
    [4711, '/consultee/dashboard/sessions?status=upcoming#session-4711'],
  ])('consultation %i is found on the upcoming tab by its row id', (id, path) => {
    expect(consulteeSessionPath(id)).toBe(path)
    expect(path.endsWith(`#${sessionAnchor(id)}`)).toBe(true)
  })
})
