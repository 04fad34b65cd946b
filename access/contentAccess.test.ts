import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { isEditorOrAdmin } from './isEditorOrAdmin'
import { publishedOrEditor } from './publishedOrEditor'

// Access rules only read req.user, so a fake request with just that is a faithful stand-in.
const reqFor = (role?: string) => ({ req: { user: role ? { id: 7, role } : null } as unknown as PayloadRequest })
const published = { _status: { equals: 'published' } }

describe.each([
  { name: 'isEditorOrAdmin', rule: isEditorOrAdmin, expected: [false, false, false, true, false, true] },
  {
    name: 'publishedOrEditor',
    rule: publishedOrEditor,
    expected: [published, published, published, true, published, true],
  },
])('$name', ({ rule, expected }) => {
  it.each(
    [undefined, 'USER', 'CONSULTANT', 'ADMIN', 'REVIEWER', 'EDITOR'].map((role, i) => [
      role ?? 'anonymous',
      role,
      expected[i],
    ]),
  )('%s', (_label, role, result) => {
    expect(rule(reqFor(role as string | undefined))).toEqual(result)
  })
})
