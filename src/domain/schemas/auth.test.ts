import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import { confirmSignupRequestSchema, loginSchema, resendCodeRequestSchema } from './auth'
import { toFieldErrors } from './errors'

function errors(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input)
  return result.success ? [] : toFieldErrors(result.error).map(({ path, message }) => `${path}: ${message}`)
}

const email = 'anna@example.de'

describe('loginSchema', () => {
  it.each([
    [{ email, password: 'anything' }, []],
    [{ email: ' Anna@Example.DE ', password: 'anything' }, []],
    [{ email, password: '' }, ['password: Password_is_required']],
    [{ email }, ['password: Password_is_required']],
    [{ email, password: 'short' }, ['password: Password_min_8']],
    [{ email: 'anna', password: 'anything' }, ['email: Invalid_email_address']],
    [{ password: 'anything' }, ['email: Email_is_required']],
    ['anna', [': Invalid_request']],
  ])('%j → %j', (input, expected) => {
    expect(errors(loginSchema, input)).toEqual(expected)
  })

  it('lower-cases the email', () => {
    expect(loginSchema.parse({ email: ' Anna@Example.DE ', password: 'anything' }).email).toBe(email)
  })
})

describe('email verification', () => {
  it.each([
    ['confirmSignupRequest', confirmSignupRequestSchema, { email, confirmationCode: '654321' }, []],
    [
      'confirmSignupRequest',
      confirmSignupRequestSchema,
      { email, confirmationCode: '65432x' },
      ['confirmationCode: Code_must_be_6_digits'],
    ],
    ['confirmSignupRequest', confirmSignupRequestSchema, { confirmationCode: '654321' }, ['email: Email_is_required']],
    ['resendCodeRequest', resendCodeRequestSchema, { email }, []],
    ['resendCodeRequest', resendCodeRequestSchema, {}, ['email: Email_is_required']],
    ['resendCodeRequest', resendCodeRequestSchema, { email: 'a@b.info' }, ['email: Invalid_email_address']],
  ])('%s %j → %j', (_name, schema, input, expected) => {
    expect(errors(schema, input)).toEqual(expected)
  })
})
