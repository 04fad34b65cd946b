import { describe, expect, it } from 'vitest'

import { registrationRequestSchema } from './registrationRequest'

describe('registrationRequestSchema', () => {
  it.each<[string, unknown, unknown]>([
    ['no consents: an empty list, refused later as missing terms', {}, { consents: [] }],
    [
      'the terms',
      { consents: [{ consentType: 'TERMS_PRIVACY_SIGNUP_WEBINAR', status: 'optin', version: '1.3' }] },
      { consents: [{ consentType: 'TERMS_PRIVACY_SIGNUP_WEBINAR', status: 'optin', version: '1.3' }] },
    ],
    [
      'a text the client sends along is dropped',
      { consents: [{ consentType: 'MARKETING_WEBINAR_EMAILS', status: 'optin', version: '1.0', textSnapshot: 'x' }] },
      { consents: [{ consentType: 'MARKETING_WEBINAR_EMAILS', status: 'optin', version: '1.0' }] },
    ],
  ])('accepts %s', (_case, body, expected) => {
    expect(registrationRequestSchema.parse(body)).toEqual(expected)
  })

  it.each<[string, unknown]>([
    ['consents that are no list', { consents: 'yes' }],
    ['an unknown consent type', { consents: [{ consentType: 'NEWSLETTER', status: 'optin', version: '1.0' }] }],
    ['a body that is no object', 'register me'],
  ])('refuses %s', (_case, body) => {
    expect(registrationRequestSchema.safeParse(body).success).toBe(false)
  })
})
