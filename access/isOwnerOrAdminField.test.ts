import type { FieldAccess, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { isOwnerOrAdminField } from './isOwnerOrAdminField'

// The rule reads only req.user and doc.user, so a fake request with just the user is a faithful stand-in.
const check = (user: { id: number; role: string } | null, doc?: Record<string, unknown>) =>
  isOwnerOrAdminField({ req: { user } as unknown as PayloadRequest, doc } as Parameters<FieldAccess>[0])

describe('isOwnerOrAdminField', () => {
  const doc = { user: 7 }

  it.each([
    ['anonymous', null, false],
    ['the owner (consultant)', { id: 7, role: 'CONSULTANT' }, true],
    ['another consultant', { id: 8, role: 'CONSULTANT' }, false],
    ['a consultee', { id: 9, role: 'USER' }, false],
    ['a reviewer', { id: 10, role: 'REVIEWER' }, false],
    ['an editor', { id: 11, role: 'EDITOR' }, false],
    ['an admin', { id: 12, role: 'ADMIN' }, true],
  ])('%s', (_label, user, expected) => {
    expect(check(user, doc)).toBe(expected)
  })

  it('knows the owner from a populated user relationship too', () => {
    expect(check({ id: 7, role: 'CONSULTANT' }, { user: { id: 7 } })).toBe(true)
    expect(check({ id: 8, role: 'CONSULTANT' }, { user: { id: 7 } })).toBe(false)
  })

  it('without a document (a query on the field) only an admin passes', () => {
    expect(check({ id: 7, role: 'CONSULTANT' })).toBe(false)
    expect(check({ id: 7, role: 'CONSULTANT' }, {})).toBe(false)
    expect(check({ id: 12, role: 'ADMIN' })).toBe(true)
  })
})
