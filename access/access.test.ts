import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { anyone } from './anyone'
import { canAccessAdminPanel } from './canAccessAdminPanel'
import { isAdmin } from './isAdmin'
import { isAdminField } from './isAdminField'
import { isEditorOrAdminField } from './isEditorOrAdminField'
import { isStaffField } from './isStaffField'
import { isFileOwnerOrAdmin } from './isFileOwnerOrAdmin'
import { isFileOwnerOrStaffReader } from './isFileOwnerOrStaffReader'
import { isOwnerOrAdmin } from './isOwnerOrAdmin'
import { isOwnerOrEditorReader } from './isOwnerOrEditorReader'
import { isSelfOrAdmin } from './isSelfOrAdmin'
import { isSelfOrStaffReader } from './isSelfOrStaffReader'
import { nobodyField } from './nobodyField'
import { publishedOrOwnerOrReviewer } from './publishedOrOwnerOrReviewer'

// Access rules only read req.user, so a fake request with just that is a faithful stand-in.
const reqFor = (role?: string) => ({ req: { user: role ? { id: 7, role } : null } as unknown as PayloadRequest })
const roles = [undefined, 'USER', 'CONSULTANT', 'ADMIN', 'REVIEWER', 'EDITOR'] as const

describe.each([
  {
    name: 'isAdmin',
    rule: isAdmin,
    expected: [false, false, false, true, false, false],
  },
  {
    name: 'isAdminField',
    rule: isAdminField,
    expected: [false, false, false, true, false, false],
  },
  {
    name: 'isStaffField',
    rule: isStaffField,
    expected: [false, false, false, true, true, true],
  },
  {
    name: 'isEditorOrAdminField',
    rule: isEditorOrAdminField,
    expected: [false, false, false, true, false, true],
  },
  {
    name: 'canAccessAdminPanel',
    rule: canAccessAdminPanel,
    expected: [false, false, false, true, true, true],
  },
  {
    name: 'isSelfOrAdmin',
    rule: isSelfOrAdmin,
    expected: [false, { id: { equals: 7 } }, { id: { equals: 7 } }, true, { id: { equals: 7 } }, { id: { equals: 7 } }],
  },
  {
    name: 'isSelfOrStaffReader',
    rule: isSelfOrStaffReader,
    expected: [false, { id: { equals: 7 } }, { id: { equals: 7 } }, true, true, { id: { equals: 7 } }],
  },
  {
    name: 'isOwnerOrAdmin',
    rule: isOwnerOrAdmin,
    expected: [
      false,
      { user: { equals: 7 } },
      { user: { equals: 7 } },
      true,
      { user: { equals: 7 } },
      { user: { equals: 7 } },
    ],
  },
  {
    name: 'isOwnerOrEditorReader',
    rule: isOwnerOrEditorReader,
    expected: [false, { user: { equals: 7 } }, { user: { equals: 7 } }, true, { user: { equals: 7 } }, true],
  },
  {
    name: 'isFileOwnerOrAdmin',
    rule: isFileOwnerOrAdmin,
    expected: [
      false,
      { owner: { equals: 7 } },
      { owner: { equals: 7 } },
      true,
      { owner: { equals: 7 } },
      { owner: { equals: 7 } },
    ],
  },
  {
    name: 'isFileOwnerOrStaffReader',
    rule: isFileOwnerOrStaffReader,
    expected: [false, { owner: { equals: 7 } }, { owner: { equals: 7 } }, true, true, { owner: { equals: 7 } }],
  },
  {
    name: 'publishedOrOwnerOrReviewer',
    rule: publishedOrOwnerOrReviewer,
    expected: [
      { published: { equals: true } },
      { or: [{ published: { equals: true } }, { user: { equals: 7 } }] },
      { or: [{ published: { equals: true } }, { user: { equals: 7 } }] },
      true,
      true,
      { or: [{ published: { equals: true } }, { user: { equals: 7 } }] },
    ],
  },
  { name: 'anyone', rule: anyone, expected: [true, true, true, true, true, true] },
  { name: 'nobodyField', rule: nobodyField, expected: [false, false, false, false, false, false] },
])('$name', ({ rule, expected }) => {
  it.each(roles.map((role, index) => [role ?? 'anonymous', role, expected[index]] as const))(
    '%s',
    (_label, role, result) => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the rules have different Payload arg types; each reads only req
      expect((rule as (args: any) => unknown)(reqFor(role))).toEqual(result)
    },
  )
})
