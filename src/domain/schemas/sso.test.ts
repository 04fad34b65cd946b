import { describe, expect, it } from 'vitest'

import { currentConsentVersion } from '../consents'
import { ssoSetProfileRequestFromForm, ssoSetProfileRequestSchema, type SsoProfileFormValues } from './sso'

const optIn = (consentType: 'TERMS_PRIVACY_SIGNUP' | 'MARKETING_CONSENT' | 'REFERRAL_TRACKING') => ({
  consentType,
  status: 'optin',
  version: currentConsentVersion(consentType),
})
const person = { firstName: 'Lena', lastName: 'Vogt', timezone: 'Europe/Berlin' }
const consultee = { userRole: 'USER', ...person, agreeToTerms: true } as const
const consultant = { userRole: 'CONSULTANT', agreeToTerms: true } as const

describe('ssoSetProfileRequestFromForm', () => {
  it.each<[string, SsoProfileFormValues, string | undefined, unknown]>([
    [
      'a consultee who ticks referral tracking sends the remembered code with the opt-in',
      { ...consultee, referralTracking: true },
      'abcd2345',
      {
        userRole: 'USER',
        ...person,
        consents: [optIn('TERMS_PRIVACY_SIGNUP'), optIn('REFERRAL_TRACKING')],
        referrerRefCode: 'abcd2345',
      },
    ],
    [
      'an unticked box sends the code without the opt-in (the server then records no referral)',
      { ...consultant, marketingConsent: true, referralTracking: false },
      'abcd2345',
      {
        userRole: 'CONSULTANT',
        consents: [optIn('TERMS_PRIVACY_SIGNUP'), optIn('MARKETING_CONSENT')],
        referrerRefCode: 'abcd2345',
      },
    ],
    [
      'without a remembered code',
      { ...consultant },
      undefined,
      { userRole: 'CONSULTANT', consents: [optIn('TERMS_PRIVACY_SIGNUP')], referrerRefCode: undefined },
    ],
  ])('%s', (_case, values, refCode, expected) => {
    expect(ssoSetProfileRequestFromForm(values, refCode)).toEqual(expected)
  })
})

describe('ssoSetProfileRequestSchema', () => {
  const terms = optIn('TERMS_PRIVACY_SIGNUP')
  it.each([
    ['keeps a referral code', { userRole: 'CONSULTANT', consents: [terms], referrerRefCode: 'ABCD2345' }, 'abcd2345'],
    [
      'drops one that is no code',
      { userRole: 'CONSULTANT', consents: [terms], referrerRefCode: 'not a code' },
      undefined,
    ],
    ['takes none', { userRole: 'USER', ...person, consents: [terms] }, undefined],
  ])('%s', (_case, body, expected) => {
    const parsed = ssoSetProfileRequestSchema.safeParse(body)
    expect(parsed.success && parsed.data.referrerRefCode).toBe(expected)
  })
})
