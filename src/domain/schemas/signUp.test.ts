import { describe, expect, it } from 'vitest'

import { registerRequestFromSignUp, registerRequestSchema, signUpSchema } from './auth'
import { toFieldErrors } from './errors'
import { refCodeSchema } from './fields'

const PW = 'Secret12!'
const common = { email: 'Anna@Example.de', password: PW, confirmPassword: PW, agreeToTerms: true }
const person = { firstName: 'Anna-Lena', lastName: "O'Brien", timezone: 'Europe/Berlin' }
const consultee = { userRole: 'USER', ...person, ...common }
const consultant = { userRole: 'CONSULTANT', ...common }

function outcome(schema: typeof signUpSchema | typeof registerRequestSchema, input: unknown): unknown {
  const result = schema.safeParse(input)
  return result.success ? result.data : toFieldErrors(result.error).map(({ path, message }) => `${path}: ${message}`)
}

describe('signUpSchema', () => {
  it.each([
    [consultee, { ...consultee, email: 'anna@example.de', referrerRefCode: undefined }],
    [
      { ...consultant, ...person, marketingConsent: true, referrerRefCode: 'abcd2345' },
      { ...consultant, email: 'anna@example.de', marketingConsent: true, referrerRefCode: 'abcd2345' },
    ],
    [
      { ...consultee, referrerRefCode: 'not-a-code' },
      { ...consultee, email: 'anna@example.de' },
    ],
    [{ ...consultee, firstName: undefined }, ['firstName: Name_required']],
    [{ ...consultee, lastName: 'Smith2' }, ['lastName: Name_invalid_characters']],
    [{ ...consultee, timezone: undefined }, ['timezone: Timezone_required']],
    [{ ...consultee, timezone: 'Nowhere/City' }, ['timezone: Invalid_timezone']],
    [{ ...consultant, confirmPassword: 'Secret12?' }, ['confirmPassword: Passwords_must_match']],
    [{ ...consultant, confirmPassword: '' }, ['confirmPassword: Confirm_password_required']],
    [{ ...consultant, agreeToTerms: false }, ['agreeToTerms: You_must_agree_to_the_terms_and_conditions']],
    [{ ...consultant, agreeToTerms: undefined }, ['agreeToTerms: You_must_agree_to_the_terms_and_conditions']],
    [
      { ...consultee, firstName: 'Anna1', agreeToTerms: false, confirmPassword: 'x' },
      [
        'firstName: Name_invalid_characters',
        'agreeToTerms: You_must_agree_to_the_terms_and_conditions',
        'confirmPassword: Passwords_must_match',
      ],
    ],
    [{ ...consultant, marketingConsent: 'yes' }, ['marketingConsent: Invalid_value']],
    [{ ...consultant, email: 'anna@example.info' }, ['email: Invalid_email_address']],
    [{ ...consultant, userRole: 'ADMIN' }, ['userRole: Invalid_role']],
    [{ ...common }, ['userRole: Invalid_role']],
    [null, [': Invalid_request']],
  ])('%#: %j', (input, expected) => {
    expect(outcome(signUpSchema, input)).toEqual(expected)
  })
})

describe('registerRequestSchema', () => {
  const terms = { consentType: 'TERMS_PRIVACY_SIGNUP', status: 'optin', version: '1.3' }
  const marketing = { consentType: 'MARKETING_CONSENT', status: 'optout', version: '1.0' }
  const body = { userRole: 'USER', ...person, email: 'anna@example.de', password: PW, consents: [terms] }
  const consultantBody = { userRole: 'CONSULTANT', email: 'max@example.com', password: PW, consents: [terms] }

  it.each([
    [body, { ...body, referrerRefCode: undefined }],
    [
      { ...body, consents: [terms, marketing] },
      { ...body, consents: [terms, marketing], referrerRefCode: undefined },
    ],
    [
      { ...consultantBody, ...person, referrerRefCode: 'abcd2345' },
      { ...consultantBody, referrerRefCode: 'abcd2345' },
    ],
    [
      { ...body, confirmPassword: 'x', agreeToTerms: false },
      { ...body, referrerRefCode: undefined },
    ],
    [{ ...body, consents: undefined }, ['consents.TERMS_PRIVACY_SIGNUP: Consent_required']],
    [{ ...body, consents: [marketing] }, ['consents.TERMS_PRIVACY_SIGNUP: Consent_required']],
    [{ ...body, consents: [{ ...terms, status: 'optout' }] }, ['consents.TERMS_PRIVACY_SIGNUP: Consent_required']],
    [
      { ...body, consents: [{ ...terms, version: '1.0' }] },
      ['consents.TERMS_PRIVACY_SIGNUP: Consent_version_outdated'],
    ],
    [
      { ...consultantBody, consents: [terms, { consentType: 'BOOKING_TERMS', status: 'optin', version: '1.0' }] },
      ['consents.BOOKING_TERMS: Consent_not_allowed'],
    ],
    [{ ...body, consents: [terms, terms] }, ['consents.1.consentType: Consent_duplicate']],
    [{ ...body, consents: 'all' }, ['consents: Invalid_value']],
    [{ ...body, firstName: undefined }, ['firstName: Name_required']],
    [
      { ...body, password: 'secret' },
      [
        'password: Password_min_8',
        'password: Password_needs_uppercase',
        'password: Password_needs_digit',
        'password: Password_needs_special',
      ],
    ],
    [{ ...body, userRole: 'EDITOR' }, ['userRole: Invalid_role']],
  ])('%#: %j', (input, expected) => {
    expect(outcome(registerRequestSchema, input)).toEqual(expected)
  })
})

describe('registerRequestFromSignUp', () => {
  it.each([
    [consultee, false, ['TERMS_PRIVACY_SIGNUP:optin:1.3']],
    [{ ...consultee, marketingConsent: true }, true, ['TERMS_PRIVACY_SIGNUP:optin:1.3', 'MARKETING_CONSENT:optin:1.0']],
    [{ ...consultant, marketingConsent: false }, false, ['TERMS_PRIVACY_SIGNUP:optin:1.3']],
    [
      { ...consultee, referralTracking: true },
      false,
      ['TERMS_PRIVACY_SIGNUP:optin:1.3', 'REFERRAL_TRACKING:optin:1.0'],
    ],
    [{ ...consultee, referralTracking: false }, false, ['TERMS_PRIVACY_SIGNUP:optin:1.3']],
  ])('%#: builds a body the register endpoint accepts', (form, _marketing, consents) => {
    const request = registerRequestFromSignUp(signUpSchema.parse(form))
    const parsed = registerRequestSchema.parse(request)
    expect(parsed.consents.map((c) => `${c.consentType}:${c.status}:${c.version}`)).toEqual(consents)
    expect(parsed.userRole).toBe(form.userRole)
    expect(request).not.toHaveProperty('confirmPassword')
    expect(request).not.toHaveProperty('agreeToTerms')
  })

  it('keeps name and time zone for consultees only', () => {
    expect(registerRequestFromSignUp(signUpSchema.parse(consultee))).toMatchObject(person)
    expect(registerRequestFromSignUp(signUpSchema.parse({ ...consultant, ...person }))).not.toHaveProperty('firstName')
  })
})

describe('refCodeSchema', () => {
  it.each([
    ['abcd2345', 'abcd2345'],
    [' ABCD2345 ', 'abcd2345'],
    ['abcd1234', undefined],
    ['abcdefgi', undefined],
    ['abc2345', undefined],
    ['abcd23456', undefined],
    [42, undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j → %j', (input, expected) => {
    expect(refCodeSchema.parse(input)).toBe(expected)
  })
})
