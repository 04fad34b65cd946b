import { describe, expect, it } from 'vitest'

import { renewalPrompts, type RenewalCandidate } from './consentRenewal'

const row = (overrides: Partial<RenewalCandidate>): RenewalCandidate => ({
  consentType: 'MARKETING_CONSENT',
  canRevoke: true,
  needsRenewal: true,
  currentVersion: '1.1',
  currentText: 'New text',
  ...overrides,
})

describe('renewalPrompts', () => {
  it.each([
    ['nothing changed', [row({ needsRenewal: false })], []],
    [
      'a revocable consent can be declined',
      [row({})],
      [{ consentType: 'MARKETING_CONSENT', version: '1.1', text: 'New text', required: false, legalTexts: [] }],
    ],
    [
      'a terms acceptance must be accepted and points at its legal texts',
      [row({ consentType: 'TERMS_PRIVACY_SIGNUP', canRevoke: false, currentVersion: '1.4' })],
      [
        {
          consentType: 'TERMS_PRIVACY_SIGNUP',
          version: '1.4',
          text: 'New text',
          required: true,
          legalTexts: ['terms-of-use', 'privacy-policy'],
        },
      ],
    ],
  ])('%s', (_name, candidates, prompts) => {
    expect(renewalPrompts(candidates)).toEqual(prompts)
  })

  it('lists the required ones first', () => {
    const prompts = renewalPrompts([
      row({ consentType: 'REFERRAL_NOTIFICATION' }),
      row({ consentType: 'BOOKING_TERMS', canRevoke: false, needsRenewal: false }),
      row({ consentType: 'PRIVACY_POLICY_TERMS', canRevoke: false }),
    ])
    expect(prompts.map((p) => [p.consentType, p.required])).toEqual([
      ['PRIVACY_POLICY_TERMS', true],
      ['REFERRAL_NOTIFICATION', false],
    ])
  })
})
