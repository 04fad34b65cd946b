import { describe, expect, it } from 'vitest'

import { bookingRequestSchema } from './bookingRequest'

const consents = [
  { consentType: 'BOOKING_TERMS', status: 'optin', version: '1.0' },
  { consentType: 'WITHDRAWAL_PERIOD_WAIVER', status: 'optin', version: '1.0' },
]
const valid = {
  consultantId: 12,
  sessionType: '60MINUTES',
  selectedSlot: '2026-12-01T09:30:00.000Z',
  billingCountry: 'de',
  consents,
}

const errorsOf = (input: unknown) => {
  const parsed = bookingRequestSchema.safeParse(input)
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('bookingRequestSchema', () => {
  it('reads a booking: upper-cased country, typed slot, defaults', () => {
    const parsed = bookingRequestSchema.parse({ ...valid, consultantId: '12', promoCode: ' spring-10 ' })
    expect(parsed).toMatchObject({
      consultantId: 12,
      sessionType: '60MINUTES',
      billingCountry: 'DE',
      isB2B: false,
      promoCode: 'SPRING-10',
      selectedServiceIds: [],
    })
    expect(parsed.selectedSlot.toISOString()).toBe('2026-12-01T09:30:00.000Z')
  })

  it.each([
    ['anything else is the trial', { sessionType: 'FREE' }, 'TRIAL'],
    ['missing is the trial', { sessionType: undefined }, 'TRIAL'],
    ['30 minutes', { sessionType: '30MINUTES' }, '30MINUTES'],
  ])('session type: %s', (_name, change, sessionType) => {
    expect(bookingRequestSchema.parse({ ...valid, ...change }).sessionType).toBe(sessionType)
  })

  it('ignores an empty promo code and any price the client sends', () => {
    const parsed = bookingRequestSchema.parse({ ...valid, promoCode: '  ', price: 0.01, total: 0 })
    expect(parsed.promoCode).toBeUndefined()
    expect(parsed).not.toHaveProperty('price')
    expect(parsed).not.toHaveProperty('total')
  })

  it.each([
    ['no consultant', { consultantId: undefined }, 'consultantId: Invalid_value'],
    ['consultant id with letters', { consultantId: '12a' }, 'consultantId: Invalid_value'],
    ['slot without zone', { selectedSlot: '2026-12-01T09:30:00' }, 'selectedSlot: Booking_slot_invalid'],
    ['slot not a date', { selectedSlot: 'tomorrow' }, 'selectedSlot: Booking_slot_invalid'],
    ['unknown country', { billingCountry: 'XX' }, 'billingCountry: Invalid_country'],
    ['no country', { billingCountry: undefined }, 'billingCountry: Country_required'],
    ['b2b as text', { isB2B: 'yes' }, 'isB2B: Invalid_value'],
    ['bad promo code', { promoCode: 'A B' }, 'promoCode: Promo_code_invalid'],
    [
      '11 services',
      { selectedServiceIds: Array.from({ length: 11 }, (_, i) => `s${i}`) },
      'selectedServiceIds: You_can_select_up_to_10_services',
    ],
  ])('refuses %s', (_name, change, error) => {
    expect(errorsOf({ ...valid, ...change })).toContain(error)
  })
})
