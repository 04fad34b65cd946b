import { describe, expect, it } from 'vitest'

import { isUnreadFor, unreadAfterMessage, unreadAfterReading, unreadConversations } from './unread'

describe('unread counts', () => {
  it.each([
    ['consultee writes first', { user: 0, consultant: 0 }, 'USER', { user: 0, consultant: 1 }],
    ['consultee writes again', { user: 0, consultant: 1 }, 'USER', { user: 0, consultant: 2 }],
    ['consultant answers unread messages', { user: 0, consultant: 2 }, 'CONSULTANT', { user: 1, consultant: 0 }],
    ['a broken negative count restarts at one', { user: -2, consultant: 0 }, 'CONSULTANT', { user: 1, consultant: 0 }],
  ] as const)('%s', (_name, before, role, after) => {
    expect(unreadAfterMessage(before, role)).toEqual(after)
  })

  it.each([
    ['user', { user: 3, consultant: 1 }, { user: 0, consultant: 1 }],
    ['consultant', { user: 3, consultant: 1 }, { user: 3, consultant: 0 }],
  ] as const)('reading as %s clears only that side', (reader, before, after) => {
    expect(unreadAfterReading(before, reader)).toEqual(after)
  })

  it.each([
    ['user', { user: 1, consultant: 0 }, true],
    ['user', { user: 0, consultant: 4 }, false],
    ['consultant', { user: 0, consultant: 4 }, true],
  ] as const)('%s %j unread: %s', (viewer, counts, unread) => {
    expect(isUnreadFor(counts, viewer)).toBe(unread)
  })

  it('the badge counts conversations, not messages', () => {
    const rows = [
      { user: 5, consultant: 0 },
      { user: 1, consultant: 2 },
      { user: 0, consultant: 9 },
    ]
    expect(unreadConversations(rows, 'user')).toBe(2)
    expect(unreadConversations(rows, 'consultant')).toBe(2)
  })
})
