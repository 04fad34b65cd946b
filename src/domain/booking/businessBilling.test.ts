import { describe, expect, it } from 'vitest'

import { bookingRequestSchemaAt } from './bookingRequest'
import { checkBusinessForm, checkVatId } from './businessBilling'

describe('checkVatId', () => {
  it.each([
    // A real German number (check digit right), written with spaces and in lower case.
    ['de 136 695 976', 'DE', { ok: true, vatId: 'DE136695976' }],
    ['DE136695976', 'DE', { ok: true, vatId: 'DE136695976' }],
    ['ATU13585627', 'AT', { ok: true, vatId: 'ATU13585627' }],
    ['FR40303265045', 'FR', { ok: true, vatId: 'FR40303265045' }],
    // Greece's numbers begin with EL, its country code is GR.
    ['EL094259216', 'GR', { ok: true, vatId: 'EL094259216' }],
    ['CHE-123.456.788', 'CH', { ok: true, vatId: 'CHE123456788' }],
    // The format is right, the check digit is not.
    ['DE123456789', 'DE', { ok: false, message: 'Vat_id_invalid' }],
    ['FR12345678901', 'FR', { ok: false, message: 'Vat_id_invalid' }],
    ['DE13669597', 'DE', { ok: false, message: 'Vat_id_invalid' }],
    ['136695976', 'DE', { ok: false, message: 'Vat_id_invalid' }],
    ['DE136695976', 'AT', { ok: false, message: 'Vat_id_other_country' }],
    [undefined, 'DE', { ok: false, message: 'Vat_id_required' }],
    [undefined, 'IT', { ok: false, message: 'Vat_id_required' }],
    // Outside the EU the VAT ID is optional; an unknown country's number must carry its code.
    [undefined, 'US', { ok: true, vatId: undefined }],
    [undefined, 'GB', { ok: true, vatId: undefined }],
    ['US12-3456789', 'US', { ok: true, vatId: 'US123456789' }],
    ['123456789', 'US', { ok: false, message: 'Vat_id_invalid' }],
    ['JP123456789', 'US', { ok: false, message: 'Vat_id_invalid' }],
  ])('%s billed in %s', (vatId, country, expected) => {
    expect(checkVatId(vatId, country)).toEqual(expected)
  })
})

const now = new Date('2026-11-28T10:00:00Z')
const request = {
  consultantId: 12,
  sessionType: '60MINUTES',
  selectedSlot: '2026-12-01T09:30:00.000Z',
  billingCountry: 'DE',
  consents: [],
}
const business = { company: ' Weber GmbH ', street: 'Am Hafen 12', postalCode: '20457', city: 'Hamburg' }

const parse = (input: object) => {
  const parsed = bookingRequestSchemaAt(now).safeParse({ ...request, ...input })
  return parsed.success
    ? { ok: true as const, data: parsed.data }
    : { ok: false as const, errors: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) }
}

describe('a business booking', () => {
  it('is priced as a business only with the company, its address and a valid VAT ID', () => {
    expect(parse({ isB2B: true })).toEqual({
      ok: false,
      errors: [
        'business.company: Company_required',
        'business.street: Street_required',
        'business.postalCode: Postal_code_required',
        'business.city: City_required',
      ],
    })
    expect(parse({ isB2B: true, business })).toEqual({ ok: false, errors: ['business.vatId: Vat_id_required'] })
    expect(parse({ isB2B: true, business: { ...business, vatId: 'DE123456789' } })).toEqual({
      ok: false,
      errors: ['business.vatId: Vat_id_invalid'],
    })
  })

  it.each([
    ['company', { company: '  ' }, 'business.company: Company_required'],
    ['company too long', { company: 'x'.repeat(101) }, 'business.company: Company_max_100'],
    ['street', { street: '' }, 'business.street: Street_required'],
    ['postal code too long', { postalCode: '1'.repeat(17) }, 'business.postalCode: Postal_code_max_16'],
    ['city', { city: undefined }, 'business.city: City_required'],
  ])('refuses a missing or overlong %s', (_name, change, error) => {
    const result = parse({ isB2B: true, business: { ...business, vatId: 'DE136695976', ...change } })
    expect(result.ok ? [] : result.errors).toEqual([error])
  })

  it('stores the data trimmed, with the VAT ID in its compact form', () => {
    const result = parse({ isB2B: true, business: { ...business, addressLine2: ' ', vatId: 'de 136-695.976' } })
    expect(result.ok && result.data.business).toEqual({
      company: 'Weber GmbH',
      street: 'Am Hafen 12',
      postalCode: '20457',
      city: 'Hamburg',
      vatId: 'DE136695976',
    })
  })

  it('a business outside the EU may book without a VAT ID', () => {
    const result = parse({ isB2B: true, billingCountry: 'US', business })
    expect(result.ok && result.data.business?.vatId).toBeUndefined()
    expect(result.ok).toBe(true)
  })

  it("a consumer's booking keeps no business data, even when some is sent", () => {
    const result = parse({ isB2B: false, business: { ...business, vatId: 'nonsense' } })
    expect(result.ok && result.data.business).toBeUndefined()
    expect(result.ok).toBe(true)
  })
})

describe('checkBusinessForm', () => {
  it.each([
    ['a consumer', false, 'DE', undefined, { ok: true, business: undefined }],
    [
      'a business without anything',
      true,
      'DE',
      { company: '', street: '', postalCode: '', city: '', vatId: '' },
      {
        ok: false,
        errors: {
          company: 'Company_required',
          street: 'Street_required',
          postalCode: 'Postal_code_required',
          city: 'City_required',
        },
      },
    ],
    [
      'a business in Italy without VAT ID',
      true,
      'IT',
      { ...business, vatId: '' },
      { ok: false, errors: { vatId: 'Vat_id_required' } },
    ],
    [
      'a complete business',
      true,
      'AT',
      { ...business, vatId: 'atu 13585627' },
      { ok: true, business: { ...business, company: 'Weber GmbH', vatId: 'ATU13585627' } },
    ],
  ])('%s', (_name, isB2B, country, form, expected) => {
    expect(checkBusinessForm(isB2B, country, form)).toEqual(expected)
  })
})
