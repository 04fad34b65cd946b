import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import {
  changePasswordRequestSchema,
  changePasswordSchema,
  confirmForgotPasswordRequestSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
} from './auth'
import { toFieldErrors } from './errors'

function errors(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input)
  return result.success ? [] : toFieldErrors(result.error).map(({ path, message }) => `${path}: ${message}`)
}

const email = 'anna@example.de'
const PW = 'Secret12!'
const PW2 = 'Other345?'

describe('forgot and reset password', () => {
  const reset = { email, code: '123456', newPassword: PW, confirmPassword: PW }

  it.each([
    ['forgotPassword', forgotPasswordSchema, { email }, []],
    ['forgotPassword', forgotPasswordSchema, { email: '' }, ['email: Email_is_required']],
    ['resetPassword', resetPasswordSchema, reset, []],
    [
      'resetPassword',
      resetPasswordSchema,
      { ...reset, confirmPassword: PW2 },
      ['confirmPassword: Passwords_must_match'],
    ],
    [
      'resetPassword',
      resetPasswordSchema,
      { ...reset, confirmPassword: '' },
      ['confirmPassword: Confirm_password_required'],
    ],
    ['resetPassword', resetPasswordSchema, { ...reset, code: '12345' }, ['code: Code_must_be_6_digits']],
    [
      'resetPassword',
      resetPasswordSchema,
      { ...reset, newPassword: 'secret12!', confirmPassword: 'secret12!' },
      ['newPassword: Password_needs_uppercase'],
    ],
    [
      'resetPassword',
      resetPasswordSchema,
      { ...reset, code: 'abc', confirmPassword: PW2 },
      ['code: Code_must_be_6_digits', 'confirmPassword: Passwords_must_match'],
    ],
    [
      'confirmForgotPasswordRequest',
      confirmForgotPasswordRequestSchema,
      { email, confirmationCode: '123456', password: PW },
      [],
    ],
    [
      'confirmForgotPasswordRequest',
      confirmForgotPasswordRequestSchema,
      { email, confirmationCode: '1234567', password: 'weak' },
      [
        'confirmationCode: Code_must_be_6_digits',
        'password: Password_min_8',
        'password: Password_needs_uppercase',
        'password: Password_needs_digit',
        'password: Password_needs_special',
      ],
    ],
  ])('%s %j → %j', (_name, schema, input, expected) => {
    expect(errors(schema, input)).toEqual(expected)
  })
})

describe('change password', () => {
  it.each([
    ['changePassword', changePasswordSchema, { currentPassword: 'old-one', newPassword: PW, confirmPassword: PW }, []],
    [
      'changePassword',
      changePasswordSchema,
      { currentPassword: PW, newPassword: PW, confirmPassword: PW },
      ['newPassword: New_password_must_differ'],
    ],
    [
      'changePassword',
      changePasswordSchema,
      { currentPassword: 'old-one', newPassword: PW, confirmPassword: PW2 },
      ['confirmPassword: Passwords_must_match'],
    ],
    [
      'changePassword',
      changePasswordSchema,
      { currentPassword: '', newPassword: PW, confirmPassword: PW },
      ['currentPassword: Password_is_required'],
    ],
    ['changePasswordRequest', changePasswordRequestSchema, { currentPassword: 'old-one', newPassword: PW }, []],
    [
      'changePasswordRequest',
      changePasswordRequestSchema,
      { currentPassword: PW, newPassword: PW },
      ['newPassword: New_password_must_differ'],
    ],
    [
      'changePasswordRequest',
      changePasswordRequestSchema,
      { currentPassword: 'old-one', newPassword: 'Secret12' },
      ['newPassword: Password_needs_special'],
    ],
  ])('%s %j → %j', (_name, schema, input, expected) => {
    expect(errors(schema, input)).toEqual(expected)
  })
})
