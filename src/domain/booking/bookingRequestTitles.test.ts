import { describe, expect, it } from 'vitest'

import { bookingRequestSchemaAt } from './bookingRequest'

const now = new Date('2026-03-29T08:30:00.000Z')
const request = {
  consultantId: 7,
  sessionType: '30MINUTES',
  selectedSlot: '2026-03-30T09:00:00.000Z',
  billingCountry: 'DE',
  consents: [{ consentType: 'BOOKING_TERMS', status: 'optin', version: '1.0' }],
}

// Spec §3: the titles are also read from `selected_services_titles` or the titles of `selectedServices`.
describe('bookingRequestSchemaAt reads older names of the service titles', () => {
  it.each<[string, Record<string, unknown>, string[] | undefined]>([
    ['selectedServiceTitles as sent', { selectedServiceTitles: ['CV review'] }, ['CV review']],
    [
      'selected_services_titles',
      { selected_services_titles: ['CV review', ' Mock interview '] },
      ['CV review', 'Mock interview'],
    ],
    ['the titles of selectedServices', { selectedServices: [{ id: 'x', title: 'CV review' }] }, ['CV review']],
    ['the canonical name wins', { selectedServiceTitles: ['A'], selected_services_titles: ['B'] }, ['A']],
    ['none of them', {}, undefined],
  ])('%s', (_name, fields, expected) => {
    const result = bookingRequestSchemaAt(now).safeParse({ ...request, ...fields })
    expect(result.success).toBe(true)
    expect(result.data?.selectedServiceTitles).toEqual(expected)
  })
})
