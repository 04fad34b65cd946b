import { describe, expect, it } from 'vitest'

import { consentDefinition, consentText, consentVersions, currentConsentVersion } from './catalogue'
import { CONSENT_TYPES, isConsentType, type ConsentType } from './types'

// type, version, shown with a checkbox, can be withdrawn
const TABLE: [ConsentType, string, boolean, boolean][] = [
  ['TERMS_PRIVACY_SIGNUP', '1.3', true, false],
  ['MARKETING_CONSENT', '1.0', true, true],
  ['DATA_PROCESSING', '1.0', true, false],
  ['DECLARATION_OF_ACCURACY', '1.0', true, false],
  ['CONSULTANT_TERMS_AND_PROFILE_CONSENT', '1.0', true, false],
  ['TAX_ID_CONSENT', '1.0', false, false],
  ['BOOKING_TERMS', '1.0', false, false],
  ['BOOKING_TERMS_PAYMENT', '1.0', false, false],
  ['REFERRAL_TRACKING', '1.0', true, true],
  ['REFERRAL_NOTIFICATION', '1.0', true, true],
  ['PROFILE_VERIFICATION_DOCS', '1.0', true, false],
  ['DOCUMENT_UPLOAD_CONSENT', '1.0', true, false],
  ['VIDEO_UPLOAD_CONSENT', '1.0', true, false],
  ['CONTACT_INFO_CONSENT', '1.0', true, true],
  ['EMPLOYER_APPROVAL_AND_TAX_DECLARATION', '1.0', true, false],
  ['DATA_PROCESSING_TRUTHFULNESS_PUBLICATION', '1.0', true, false],
  ['PUBLISH_INTRO_VIDEO', '1.0', true, true],
  ['WITHDRAWAL_PERIOD_WAIVER', '1.0', true, false],
  ['MARKETING_WEBINAR_EMAILS', '1.0', true, true],
  ['TERMS_PRIVACY_SIGNUP_WEBINAR', '1.3', false, false],
  ['CONSULTEE_B2B_DATA_CONSENT', '1.0', true, true],
  ['PRIVACY_POLICY_TERMS', '1.3', true, false],
  ['EMAIL_MARKETING', '1.0', true, true],
  ['BOOKING_TERMS_AND_CANCELLATION', '1.0', true, false],
]

describe('consent catalogue', () => {
  it('lists every type of both spec listings exactly once', () => {
    expect([...CONSENT_TYPES].sort()).toEqual(TABLE.map(([type]) => type).sort())
  })

  it.each(TABLE)('%s: version %s, checkbox %s, revocable %s', (type, version, hasCheckbox, canRevoke) => {
    expect(consentDefinition(type)).toEqual({ type, version, hasCheckbox, canRevoke })
    expect(currentConsentVersion(type)).toBe(version)
    expect(consentVersions(type)).toContain(version)
  })

  it.each(TABLE)('%s has its current wording in English and German', (type, version) => {
    const en = consentText(type, version, 'en')
    const de = consentText(type, version, 'de')
    expect(en?.trim().length).toBeGreaterThan(20)
    expect(de?.trim().length).toBeGreaterThan(20)
    expect(de).not.toBe(en)
  })

  it('uses distinct wording for each type', () => {
    const texts = CONSENT_TYPES.map((type) => consentText(type, currentConsentVersion(type), 'en'))
    expect(new Set(texts).size).toBe(CONSENT_TYPES.length)
  })

  it.each([
    ['TERMS_PRIVACY_SIGNUP', 'en', 'I agree to the Terms of Use and have read the Privacy Policy.'],
    ['TERMS_PRIVACY_SIGNUP', 'de', 'Ich stimme den Nutzungsbedingungen zu und habe die Datenschutzerklärung gelesen.'],
  ] as const)('%s in %s', (type, locale, text) => {
    expect(consentText(type, '1.3', locale)).toBe(text)
  })

  it.each([
    ['en', /14-day withdrawal period/],
    ['de', /14-tägigen Widerrufsfrist/],
  ] as const)('the withdrawal waiver names the 14-day period in %s', (locale, pattern) => {
    expect(consentText('WITHDRAWAL_PERIOD_WAIVER', '1.0', locale)).toMatch(pattern)
  })

  it.each([
    ['TERMS_PRIVACY_SIGNUP', '1.0'],
    ['MARKETING_CONSENT', '1.3'],
    ['MARKETING_CONSENT', '2.0'],
    ['MARKETING_CONSENT', ''],
    ['MARKETING_CONSENT', 'toString'],
    ['MARKETING_CONSENT', '__proto__'],
  ] as const)('%s has no version %j', (type, version) => {
    expect(consentText(type, version, 'en')).toBeNull()
  })

  it.each([
    ['TERMS_PRIVACY_SIGNUP', true],
    ['EMAIL_MARKETING', true],
    ['terms_privacy_signup', false],
    ['UNKNOWN', false],
    ['', false],
    [undefined, false],
    [1, false],
  ])('isConsentType(%j) is %s', (value, expected) => {
    expect(isConsentType(value)).toBe(expected)
  })
})
