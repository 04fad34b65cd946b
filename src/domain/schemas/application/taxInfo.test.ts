import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import { toFieldErrors } from '../errors'
import { taxInfoRequestSchemaFor, taxInfoSchemaFor } from './taxInfo'

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input)
  return result.success ? [] : toFieldErrors(result.error).map((e) => `${e.path}: ${e.message}`)
}

const valid = { taxIdentificationNumber: '12345678901', vatNumber: 'DE123456789' }

describe.each(['KLEINUNTERNEHMER', 'REGELUNTERNEHMER'] as const)('taxInfoSchemaFor(%s)', (type) => {
  it.each<[Record<string, unknown>, string[]]>([
    [{}, []],
    [{ taxIdentificationNumber: '12 345 678 901' }, []],
    [{ taxIdentificationNumber: '123/456/78901' }, []],
    [{ taxIdentificationNumber: undefined }, ['taxIdentificationNumber: Tax_id_required']],
    [{ taxIdentificationNumber: '' }, ['taxIdentificationNumber: Tax_id_required']],
    [{ taxIdentificationNumber: 'abc' }, ['taxIdentificationNumber: Tax_id_required']],
    [{ taxIdentificationNumber: '1234567890' }, ['taxIdentificationNumber: Tax_id_must_be_11_digits']],
    [{ taxIdentificationNumber: '123456789012' }, ['taxIdentificationNumber: Tax_id_must_be_11_digits']],
    [{ vatNumber: 'DE'.padEnd(21, '1') }, ['vatNumber: Invalid_value']],
  ])('%j', (change, expected) => {
    expect(errorsOf(taxInfoSchemaFor(type), { ...valid, ...change })).toEqual(expected)
  })

  it('keeps only the digits of the tax ID', () => {
    expect(taxInfoSchemaFor(type).parse({ ...valid, taxIdentificationNumber: '12 345-678 901' })).toMatchObject({
      taxIdentificationNumber: '12345678901',
    })
  })
})

describe('the VAT number', () => {
  it.each<[string, unknown, string[]]>([
    ['REGELUNTERNEHMER', undefined, ['vatNumber: Vat_number_required']],
    ['REGELUNTERNEHMER', '  ', ['vatNumber: Vat_number_required']],
    ['KLEINUNTERNEHMER', undefined, []],
    ['KLEINUNTERNEHMER', '  ', []],
    ['KLEINUNTERNEHMER', null, []],
  ])('%s with %j', (type, vatNumber, expected) => {
    const schema = taxInfoSchemaFor(type as 'KLEINUNTERNEHMER' | 'REGELUNTERNEHMER')
    expect(errorsOf(schema, { ...valid, vatNumber })).toEqual(expected)
  })

  it('is normalised: upper case without spaces; blank is left out for a Kleinunternehmer', () => {
    expect(taxInfoSchemaFor('REGELUNTERNEHMER').parse({ ...valid, vatNumber: ' de 123 456 789 ' }).vatNumber).toBe(
      'DE123456789',
    )
    expect(taxInfoSchemaFor('KLEINUNTERNEHMER').parse({ ...valid, vatNumber: '' }).vatNumber).toBeUndefined()
  })
})

describe('taxInfoRequestSchemaFor', () => {
  const taxConsent = { consentType: 'TAX_ID_CONSENT', status: 'optin', version: '1.0' }
  it.each<[unknown[], string[]]>([
    [[taxConsent], []],
    [[], ['consents.TAX_ID_CONSENT: Consent_required']],
    [[{ ...taxConsent, status: 'optout' }], ['consents.TAX_ID_CONSENT: Consent_required']],
  ])('%j', (consents, expected) => {
    expect(errorsOf(taxInfoRequestSchemaFor('KLEINUNTERNEHMER'), { ...valid, consents })).toEqual(expected)
  })
})
