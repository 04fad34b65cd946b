import { describe, expect, it } from 'vitest'

import { legalTextsInForce, legalTextsReferencedBy } from './legalTexts'

describe('legalTextsReferencedBy', () => {
  it.each([
    ['TERMS_PRIVACY_SIGNUP', ['terms-of-use', 'privacy-policy']],
    ['PRIVACY_POLICY_TERMS', ['terms-of-use', 'privacy-policy']],
    ['CONSULTANT_TERMS_AND_PROFILE_CONSENT', ['consultant-policy']],
    ['BOOKING_TERMS_AND_CANCELLATION', ['terms']],
    ['MARKETING_CONSENT', []],
  ] as const)('%s refers to %j', (type, kinds) => {
    expect(legalTextsReferencedBy(type)).toEqual(kinds)
  })
})

describe('legalTextsInForce', () => {
  const now = new Date('2026-06-01T10:00:00Z')
  const v = (id: number, kind: 'terms' | 'privacy-policy', version: string, effectiveDate: string) => ({
    id,
    kind,
    version,
    effectiveDate,
  })

  it('takes the latest effective date per kind that has begun', () => {
    const inForce = legalTextsInForce(
      [
        v(1, 'terms', '1.0', '2025-01-01T00:00:00Z'),
        v(2, 'terms', '1.1', '2026-05-01T00:00:00Z'),
        v(3, 'terms', '2.0', '2026-07-01T00:00:00Z'),
        v(4, 'privacy-policy', '1.3', '2026-06-01T10:00:00Z'),
      ],
      now,
    )
    expect(inForce.get('terms')?.id).toBe(2)
    expect(inForce.get('privacy-policy')?.id).toBe(4)
  })

  it('has nothing for a kind whose only version starts later', () => {
    expect(legalTextsInForce([v(3, 'terms', '2.0', '2026-07-01T00:00:00Z')], now).size).toBe(0)
  })
})
