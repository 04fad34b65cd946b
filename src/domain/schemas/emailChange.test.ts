import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import { emailChangeConfirmSchema, emailChangeRequestSchema } from './emailChange'
import { toFieldErrors } from './errors'

const errorsOf = (result: { success: true } | { success: false; error: z.ZodError }) =>
  result.success ? [] : toFieldErrors(result.error)

describe('emailChangeRequestSchema', () => {
  it.each([
    {
      name: 'a valid request',
      required: true,
      body: { newEmail: ' New@Example.com ', currentPassword: 'x' },
      errors: [],
    },
    {
      name: 'no password on a password account',
      required: true,
      body: { newEmail: 'new@example.com' },
      errors: [{ path: 'currentPassword', message: 'Password_is_required' }],
    },
    {
      name: 'an empty password on a password account',
      required: true,
      body: { newEmail: 'new@example.com', currentPassword: '' },
      errors: [{ path: 'currentPassword', message: 'Password_is_required' }],
    },
    { name: 'no password on a Google account', required: false, body: { newEmail: 'new@example.com' }, errors: [] },
    {
      name: 'a malformed address',
      required: false,
      body: { newEmail: 'not-an-address' },
      errors: [{ path: 'newEmail', message: 'Invalid_email_address' }],
    },
    {
      name: 'a missing address',
      required: false,
      body: {},
      errors: [{ path: 'newEmail', message: 'Email_is_required' }],
    },
  ])('$name', ({ required, body, errors }) => {
    expect(errorsOf(emailChangeRequestSchema({ passwordRequired: required }).safeParse(body))).toEqual(errors)
  })

  it('normalises the new address', () => {
    const parsed = emailChangeRequestSchema({ passwordRequired: false }).parse({ newEmail: ' New@Example.COM ' })
    expect(parsed.newEmail).toBe('new@example.com')
  })
})

describe('emailChangeConfirmSchema', () => {
  it.each([
    ['123456', true],
    ['123 456', true],
    ['12345', false],
    ['abcdef', false],
    [123456, false],
  ])('%s → %s', (code, ok) => expect(emailChangeConfirmSchema.safeParse({ code }).success).toBe(ok))
})
