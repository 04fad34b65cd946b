import { describe, expect, it } from 'vitest'

import { paymentQueryString, readPaymentQuery } from './paymentQuery'

const pricing = { pricing30Min: 59.5, pricing60Min: 119, pricingTrial: 0 }

describe('readPaymentQuery', () => {
  it('reads what the calendar sends', () => {
    const query = new URLSearchParams(
      paymentQueryString({
        selectedSlot: '2026-12-01T09:30:00.000Z',
        sessionType: '60MINUTES',
        billingCountry: 'AT',
        pricing,
        name: 'Mia Schmidt',
        img: '/api/uploads/file/mia.jpg',
        serviceIds: ['career-services-cv-review', '64f0a1'],
        serviceTitles: ['CV review', 'Salary negotiation'],
      }),
    )
    expect(readPaymentQuery(Object.fromEntries(query))).toEqual({
      selectedSlot: '2026-12-01T09:30:00.000Z',
      sessionType: '60MINUTES',
      billingCountry: 'AT',
      pricing,
      name: 'Mia Schmidt',
      img: '/api/uploads/file/mia.jpg',
      serviceIds: ['career-services-cv-review', '64f0a1'],
      serviceTitles: ['CV review', 'Salary negotiation'],
    })
  })

  it('defaults to 30 minutes and reads any other session type as the trial', () => {
    expect(readPaymentQuery({}).sessionType).toBe('30MINUTES')
    expect(readPaymentQuery({ sessionType: 'FREE' }).sessionType).toBe('TRIAL')
  })

  it('reads the single service and the comma-separated titles of older links', () => {
    expect(readPaymentQuery({ serviceId: 'a', serviceTitle: 'CV, cover letter' })).toMatchObject({
      serviceIds: ['a'],
      serviceTitles: ['CV, cover letter'],
    })
    expect(readPaymentQuery({ services: 'CV review, Mock interview' }).serviceTitles).toEqual([
      'CV review',
      'Mock interview',
    ])
  })

  it.each([
    ['a slot without a zone', { selectedSlot: '2026-12-01T09:30:00' }, { selectedSlot: null }],
    [
      'a slot with an offset',
      { selectedSlot: '2026-12-01T10:30:00+01:00' },
      { selectedSlot: '2026-12-01T09:30:00.000Z' },
    ],
    ['broken pricing JSON', { pricing: '{pricing30Min' }, { pricing: null }],
    [
      'a negative price',
      { pricing: '{"pricing30Min":-1,"pricing60Min":2}' },
      { pricing: { pricing30Min: null, pricing60Min: 2, pricingTrial: null } },
    ],
    ['an unknown country', { billingCountry: 'XX' }, { billingCountry: null }],
    ['a lower-case country', { billingCountry: 'de' }, { billingCountry: 'DE' }],
    ['a picture on another scheme', { img: 'javascript:alert(1)' }, { img: null }],
    ['a protocol-relative picture', { img: '//evil.example/x.jpg' }, { img: null }],
    [
      'more than 10 services',
      { serviceIds: Array.from({ length: 12 }, (_, i) => `s${i}`).join(',') },
      { serviceIds: Array.from({ length: 10 }, (_, i) => `s${i}`) },
    ],
  ])('handles %s', (_name, values, expected) => {
    expect(readPaymentQuery(values)).toMatchObject(expected)
  })

  it('takes the first of repeated values', () => {
    expect(readPaymentQuery({ sessionType: ['60MINUTES', '30MINUTES'] }).sessionType).toBe('60MINUTES')
  })
})
