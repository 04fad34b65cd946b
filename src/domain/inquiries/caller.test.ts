import { describe, expect, it } from 'vitest'

import { actsAsThemselves, listsOwnConversations } from './caller'

const consultee = { id: 1, role: 'USER' }
const consultant = { id: 2, role: 'CONSULTANT' }

describe('a caller acts only as themselves', () => {
  it.each([
    ['consultee as themselves', consultee, { role: 'USER', userId: 1, consultantId: 2 }, true],
    ['consultant as themselves', consultant, { role: 'CONSULTANT', userId: 1, consultantId: 2 }, true],
    ['consultee naming another userId', consultee, { role: 'USER', userId: 9, consultantId: 2 }, false],
    ['consultee claiming the consultant role', consultee, { role: 'CONSULTANT', userId: 9, consultantId: 1 }, false],
    ['consultant naming another consultantId', consultant, { role: 'CONSULTANT', userId: 1, consultantId: 9 }, false],
    ['consultant claiming the user role', consultant, { role: 'USER', userId: 2, consultantId: 5 }, false],
    ['talking to oneself', consultee, { role: 'USER', userId: 1, consultantId: 1 }, false],
    ['an admin', { id: 3, role: 'ADMIN' }, { role: 'USER', userId: 3, consultantId: 2 }, false],
  ] as const)('%s', (_name, caller, claim, allowed) => {
    expect(actsAsThemselves(caller, claim)).toBe(allowed)
  })

  it.each([
    [consultee, {}, true],
    [consultee, { id: 1, role: 'USER' }, true],
    [consultee, { id: 2 }, false],
    [consultee, { role: 'CONSULTANT' }, false],
    [consultant, { id: 2, role: 'CONSULTANT' }, true],
    [{ id: 3, role: 'EDITOR' }, {}, false],
  ] as const)('lists: %j with %j → %s', (caller, query, allowed) => {
    expect(listsOwnConversations(caller, query)).toBe(allowed)
  })
})
