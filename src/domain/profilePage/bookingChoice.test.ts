import { describe, expect, it } from 'vitest'

import { profileSessionType, type ProfilePricing } from './bookingChoice'

describe('profileSessionType', () => {
  it.each<[string, ProfilePricing, ReturnType<typeof profileSessionType>]>([
    ['30 minutes when offered', { pricing30Min: 4500, pricing60Min: 8000, pricingTrial: 0 }, '30MINUTES'],
    ['a free 30 minutes is offered', { pricing30Min: 0, pricing60Min: null, pricingTrial: null }, '30MINUTES'],
    ['else 60 minutes', { pricing30Min: null, pricing60Min: 8000, pricingTrial: 0 }, '60MINUTES'],
    ['else the trial', { pricing30Min: null, pricing60Min: null, pricingTrial: 0 }, 'TRIAL'],
    ['nothing offered', {}, null],
  ])('%s', (_name, pricing, expected) => {
    expect(profileSessionType(pricing)).toBe(expected)
  })
})
