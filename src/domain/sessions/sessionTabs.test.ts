import { describe, expect, it } from 'vitest'

import { sessionListFilter } from '../booking/sessionListFilter'
import {
  consulteeSessionPath,
  rescheduleAnswerPath,
  rescheduleTargetOf,
  SESSION_TABS,
  sessionAnchor,
  sessionTabOf,
} from './sessionTabs'

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

describe('a link to the answer of a proposed new time', () => {
  it.each([
    ['consultee', 12, '/consultee/dashboard/sessions?reschedule=12'],
    ['consultant', 4711, '/consultant/dashboard/sessions?reschedule=4711'],
  ] as const)('the %s answers consultation %i', (side, id, path) => {
    expect(rescheduleAnswerPath(side, id)).toBe(path)
    expect(rescheduleTargetOf(new URL(path, 'https://app.example').searchParams.get('reschedule'))).toBe(id)
  })

  it.each([undefined, null, '', '0', '-3', '1.5', '12abc', ' 12', '0012', ['12'], '99999999999999999'])(
    '%j names no session',
    (raw) => {
      expect(rescheduleTargetOf(raw)).toBeNull()
    },
  )
})
