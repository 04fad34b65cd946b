import { describe, expect, it } from 'vitest'

import { bookingRequestSchemaAt } from './bookingRequest'

const now = new Date('2026-03-29T08:30:00.000Z')
const request = (selectedSlot: string) => ({
  consultantId: 7,
  sessionType: '30MINUTES',
  selectedSlot,
  billingCountry: 'DE',
  consents: [
    { consentType: 'BOOKING_TERMS', status: 'optin', version: '1.0' },
    { consentType: 'BOOKING_TERMS_PAYMENT', status: 'optin', version: '1.0' },
    { consentType: 'WITHDRAWAL_PERIOD_WAIVER', status: 'optin', version: '1.0' },
  ],
})

describe('bookingRequestSchemaAt', () => {
  it.each([
    { slot: '2026-03-30T09:00:00.000Z', valid: true },
    { slot: '2027-03-30T08:30:00.000Z', valid: true },
    { slot: '2027-03-30T09:00:00.000Z', valid: false },
    { slot: '9999-12-31T09:00:00.000Z', valid: false },
  ])('$slot → $valid', ({ slot, valid }) => {
    const result = bookingRequestSchemaAt(now).safeParse(request(slot))
    expect(result.success).toBe(valid)
    if (!valid)
      expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
        { path: ['selectedSlot'], message: 'Booking_slot_invalid' },
      ])
  })

  it('reports a slot that is no date at all once, beside the other fields', () => {
    const result = bookingRequestSchemaAt(now).safeParse({ ...request('soon'), billingCountry: 'XX' })
    expect(result.error?.issues.map(({ path }) => path.join('.')).sort()).toEqual(['billingCountry', 'selectedSlot'])
  })
})
