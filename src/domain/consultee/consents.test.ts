import { describe, expect, it } from 'vitest'

import { checkConsulteeConsents } from './consents'
import type { ConsentInput } from '../consents/submission'

const b2b = (version: string): ConsentInput => ({ consentType: 'CONSULTEE_B2B_DATA_CONSENT', status: 'optin', version })

describe('checkConsulteeConsents', () => {
  it.each([
    [[b2b('1.0')], {}, []],
    [[b2b('1.1')], { CONSULTEE_B2B_DATA_CONSENT: '1.1' }, []],
    [[b2b('1.0')], { CONSULTEE_B2B_DATA_CONSENT: '1.1' }, []],
    [[b2b('1.1')], {}, ['consents.CONSULTEE_B2B_DATA_CONSENT: Consent_version_outdated']],
    [
      [b2b('0.9')],
      { CONSULTEE_B2B_DATA_CONSENT: '1.1' },
      ['consents.CONSULTEE_B2B_DATA_CONSENT: Consent_version_outdated'],
    ],
    [
      [{ consentType: 'BOOKING_TERMS', status: 'optin', version: '1.0' }],
      {},
      ['consents.BOOKING_TERMS: Consent_not_allowed'],
    ],
  ] as const)('%j with versions in force %j', (consents, inForce, expected) => {
    const result = checkConsulteeConsents(consents, inForce)
    const errors = result.ok ? [] : result.errors.map((e) => `${e.path}: ${e.message}`)
    expect(errors).toEqual(expected)
  })
})
