import { describe, expect, it } from 'vitest'

import { toFieldErrors } from '../schemas/errors'
import { checkConsents, consentInputSchema, consentListSchema, type ConsentInput } from './submission'

const terms = (status: 'optin' | 'optout' = 'optin', version = '1.3'): ConsentInput => ({
  consentType: 'TERMS_PRIVACY_SIGNUP',
  status,
  version,
})
const marketing = (status: 'optin' | 'optout' = 'optin'): ConsentInput => ({
  consentType: 'MARKETING_CONSENT',
  status,
  version: '1.0',
})

describe('consentInputSchema', () => {
  it.each([
    [{ consentType: 'MARKETING_CONSENT', status: 'optin', version: '1.0' }, []],
    [{ consentType: 'MARKETING_CONSENT', status: 'optout', version: ' 1.0 ' }, []],
    [{ consentType: 'NEWSLETTER', status: 'optin', version: '1.0' }, ['consentType: Consent_type_invalid']],
    [{ consentType: 'MARKETING_CONSENT', status: 'yes', version: '1.0' }, ['status: Consent_status_invalid']],
    [{ consentType: 'MARKETING_CONSENT', status: 'optin', version: 'latest' }, ['version: Consent_version_invalid']],
    [{ consentType: 'MARKETING_CONSENT', status: 'optin' }, ['version: Consent_version_invalid']],
    ['MARKETING_CONSENT', [': Invalid_value']],
  ])('%j', (input, expected) => {
    const result = consentInputSchema.safeParse(input)
    const errors = result.success ? [] : toFieldErrors(result.error).map((e) => `${e.path}: ${e.message}`)
    expect(errors).toEqual(expected)
  })

  it('drops a text snapshot sent by the client', () => {
    const parsed = consentInputSchema.parse({ ...marketing(), textSnapshot: 'I agree to everything' })
    expect(parsed).toEqual(marketing())
  })
})

describe('consentListSchema', () => {
  it.each([
    [[], []],
    [[terms(), marketing()], []],
    [[terms(), marketing(), marketing('optout')], ['2.consentType: Consent_duplicate']],
    [Array.from({ length: 31 }, () => marketing()), expect.arrayContaining([': Consents_too_many'])],
    [{}, [': Invalid_value']],
  ])('%#', (input, expected) => {
    const result = consentListSchema.safeParse(input)
    const errors = result.success ? [] : toFieldErrors(result.error).map((e) => `${e.path}: ${e.message}`)
    expect(errors).toEqual(expected)
  })
})

describe('checkConsents', () => {
  const booking = (type: 'BOOKING_TERMS' | 'WITHDRAWAL_PERIOD_WAIVER', status: 'optin' | 'optout' = 'optin') => ({
    consentType: type,
    status,
    version: '1.0',
  })

  const webinar = (
    type: 'TERMS_PRIVACY_SIGNUP_WEBINAR' | 'MARKETING_WEBINAR_EMAILS',
    status: 'optin' | 'optout' = 'optin',
  ) => ({ consentType: type, status, version: type === 'MARKETING_WEBINAR_EMAILS' ? '1.0' : '1.3' })

  it.each([
    ['SIGNUP', [terms()], []],
    ['SIGNUP', [terms(), marketing(), { consentType: 'REFERRAL_TRACKING', status: 'optin', version: '1.0' }], []],
    ['SIGNUP', [terms(), marketing('optout')], []],
    ['SIGNUP', [], ['consents.TERMS_PRIVACY_SIGNUP: Consent_required']],
    ['SIGNUP', [marketing()], ['consents.TERMS_PRIVACY_SIGNUP: Consent_required']],
    ['SIGNUP', [terms('optout')], ['consents.TERMS_PRIVACY_SIGNUP: Consent_required']],
    ['SIGNUP', [terms('optin', '1.0')], ['consents.TERMS_PRIVACY_SIGNUP: Consent_version_outdated']],
    [
      'SIGNUP',
      [terms(), { consentType: 'MARKETING_CONSENT', status: 'optin', version: '0.9' }],
      ['consents.MARKETING_CONSENT: Consent_version_outdated'],
    ],
    ['SIGNUP', [terms(), booking('BOOKING_TERMS')], ['consents.BOOKING_TERMS: Consent_not_allowed']],
    ['SIGNUP', [terms(), terms()], ['consents.TERMS_PRIVACY_SIGNUP: Consent_duplicate']],
    ['BOOKING', [booking('BOOKING_TERMS'), booking('WITHDRAWAL_PERIOD_WAIVER')], []],
    ['BOOKING', [booking('BOOKING_TERMS')], ['consents.WITHDRAWAL_PERIOD_WAIVER: Consent_required']],
    [
      'BOOKING',
      [booking('BOOKING_TERMS'), booking('WITHDRAWAL_PERIOD_WAIVER', 'optout'), marketing()],
      ['consents.WITHDRAWAL_PERIOD_WAIVER: Consent_required', 'consents.MARKETING_CONSENT: Consent_not_allowed'],
    ],
    ['TAX', [{ consentType: 'TAX_ID_CONSENT', status: 'optin', version: '1.0' }], []],
    ['TAX', [], ['consents.TAX_ID_CONSENT: Consent_required']],
    ['WEBINAR_SIGNUP', [webinar('TERMS_PRIVACY_SIGNUP_WEBINAR')], []],
    ['WEBINAR_SIGNUP', [webinar('TERMS_PRIVACY_SIGNUP_WEBINAR'), webinar('MARKETING_WEBINAR_EMAILS')], []],
    ['WEBINAR_SIGNUP', [webinar('TERMS_PRIVACY_SIGNUP_WEBINAR'), webinar('MARKETING_WEBINAR_EMAILS', 'optout')], []],
    ['WEBINAR_SIGNUP', [], ['consents.TERMS_PRIVACY_SIGNUP_WEBINAR: Consent_required']],
    [
      'WEBINAR_SIGNUP',
      [webinar('MARKETING_WEBINAR_EMAILS')],
      ['consents.TERMS_PRIVACY_SIGNUP_WEBINAR: Consent_required'],
    ],
    [
      'WEBINAR_SIGNUP',
      [webinar('TERMS_PRIVACY_SIGNUP_WEBINAR', 'optout')],
      ['consents.TERMS_PRIVACY_SIGNUP_WEBINAR: Consent_required'],
    ],
    // The sign-up terms are not the webinar's: one does not stand in for the other.
    [
      'WEBINAR_SIGNUP',
      [terms(), marketing()],
      [
        'consents.TERMS_PRIVACY_SIGNUP: Consent_not_allowed',
        'consents.MARKETING_CONSENT: Consent_not_allowed',
        'consents.TERMS_PRIVACY_SIGNUP_WEBINAR: Consent_required',
      ],
    ],
  ] as const)('%s %j', (context, consents, expected) => {
    const result = checkConsents(consents, context)
    const errors = result.ok ? [] : result.errors.map((e) => `${e.path}: ${e.message}`)
    expect(errors).toEqual(expected)
  })

  // A version an admin published after the release is accepted next to the catalogue's, nothing else.
  it.each([
    ['1.3', { TERMS_PRIVACY_SIGNUP: '1.4' }, []],
    ['1.4', { TERMS_PRIVACY_SIGNUP: '1.4' }, []],
    ['1.4', {}, ['consents.TERMS_PRIVACY_SIGNUP: Consent_version_outdated']],
    ['1.4', { MARKETING_CONSENT: '1.4' }, ['consents.TERMS_PRIVACY_SIGNUP: Consent_version_outdated']],
    ['1.2', { TERMS_PRIVACY_SIGNUP: '1.4' }, ['consents.TERMS_PRIVACY_SIGNUP: Consent_version_outdated']],
  ] as const)('SIGNUP terms v%s with versions in force %j', (version, inForce, expected) => {
    const result = checkConsents([terms('optin', version)], 'SIGNUP', inForce)
    const errors = result.ok ? [] : result.errors.map((e) => `${e.path}: ${e.message}`)
    expect(errors).toEqual(expected)
  })

  it('returns the records as sent, leaving out optional consents that were not sent', () => {
    expect(checkConsents([marketing('optout'), terms()], 'SIGNUP')).toEqual({
      ok: true,
      records: [marketing('optout'), terms()],
    })
    expect(checkConsents([terms()], 'SIGNUP')).toEqual({ ok: true, records: [terms()] })
  })
})
