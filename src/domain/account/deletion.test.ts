import { describe, expect, it } from 'vitest'

import { deletedEmailOf, isDeletedEmail } from './deletion'

describe('deleted account email', () => {
  it.each([
    [1, 'deleted-1@deleted.invalid'],
    [4711, 'deleted-4711@deleted.invalid'],
  ])('user %i becomes %s', (id, email) => {
    expect(deletedEmailOf(id)).toBe(email)
    expect(isDeletedEmail(email)).toBe(true)
  })

  it.each(['anna@example.com', 'deleted-1@example.com', 'x@deleted.invalid.example.com'])(
    '%s is a real address',
    (email) => {
      expect(isDeletedEmail(email)).toBe(false)
    },
  )
})
