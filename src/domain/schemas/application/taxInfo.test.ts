import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import { toFieldErrors } from '../errors'
import {
  EMPTY_TAX_INFO,
  taxInfoFormDefaults,
  taxInfoFormSchema,
  taxInfoOf,
  taxInfoRequestFromForm,
  taxInfoRequestSchemaFor,
  taxInfoSchemaFor,
  taxInfoTargetSchema,
  vatNumberRequired,
} from './taxInfo'

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

describe('taxInfoOf', () => {
  it('reads the stored details of a profile', () => {
    const profile = {
      consultantBusinessType: 'REGELUNTERNEHMER',
      taxInfo: { taxIdentificationNumber: '12345678901', vatNumber: 'DE123456789' },
    }
    expect(taxInfoOf(profile)).toEqual({
      taxIdentificationNumber: '12345678901',
      vatNumber: 'DE123456789',
      consultantBusinessType: 'REGELUNTERNEHMER',
    })
  })

  it.each([
    ['no profile', null],
    ['an empty profile', {}],
    ['an empty group', { taxInfo: { taxIdentificationNumber: null, vatNumber: '' } }],
    ['an unknown business type', { consultantBusinessType: 'GMBH' }],
  ])('gives nulls for %s', (_case, profile) => {
    expect(taxInfoOf(profile)).toEqual(EMPTY_TAX_INFO)
  })
})

describe('taxInfoTargetSchema', () => {
  it('keeps the tax fields for the next check and reads the id and business type', () => {
    const body = { consultantId: 4, consultantBusinessType: 'KLEINUNTERNEHMER', taxIdentificationNumber: '1 2' }
    expect(taxInfoTargetSchema.parse(body)).toEqual(body)
    expect(taxInfoTargetSchema.parse({})).toEqual({})
  })

  it.each<[unknown, string[]]>([
    [{ consultantBusinessType: 'GMBH' }, ['consultantBusinessType: Business_type_required']],
    [{ consultantId: 'abc' }, ['consultantId: Invalid_request']],
    [[], [': Invalid_request']],
  ])('%j', (body, expected) => {
    expect(errorsOf(taxInfoTargetSchema, body)).toEqual(expected)
  })
})

describe('the tax dialog', () => {
  const form = { consultantBusinessType: 'KLEINUNTERNEHMER', taxIdentificationNumber: '12 345 678 901', vatNumber: '' }

  it.each<[Record<string, unknown>, string[]]>([
    [{}, []],
    [{ consultantBusinessType: undefined }, ['consultantBusinessType: Business_type_required']],
    [{ consultantBusinessType: 'REGELUNTERNEHMER' }, ['vatNumber: Vat_number_required']],
    [{ consultantBusinessType: 'REGELUNTERNEHMER', vatNumber: 'DE123456789' }, []],
    [
      { consultantBusinessType: 'REGELUNTERNEHMER', taxIdentificationNumber: '123' },
      ['taxIdentificationNumber: Tax_id_must_be_11_digits', 'vatNumber: Vat_number_required'],
    ],
    [{ taxIdentificationNumber: '' }, ['taxIdentificationNumber: Tax_id_required']],
  ])('%j', (change, expected) => {
    expect(errorsOf(taxInfoFormSchema, { ...form, ...change })).toEqual(expected)
  })

  it('marks the VAT number as required for a Regelunternehmer only', () => {
    expect(vatNumberRequired('REGELUNTERNEHMER')).toBe(true)
    expect(vatNumberRequired('KLEINUNTERNEHMER')).toBe(false)
    expect(vatNumberRequired(undefined)).toBe(false)
  })

  it('starts from the stored details, blank when there are none', () => {
    expect(taxInfoFormDefaults(null)).toEqual({
      consultantBusinessType: undefined,
      taxIdentificationNumber: '',
      vatNumber: '',
    })
    expect(
      taxInfoFormDefaults({
        taxIdentificationNumber: '12345678901',
        vatNumber: null,
        consultantBusinessType: 'KLEINUNTERNEHMER',
      }),
    ).toEqual({ consultantBusinessType: 'KLEINUNTERNEHMER', taxIdentificationNumber: '12345678901', vatNumber: '' })
  })

  it('sends the digits of the tax ID, the VAT number when given, and the tax consent', () => {
    const regular = taxInfoFormSchema.parse({ ...form, consultantBusinessType: 'REGELUNTERNEHMER', vatNumber: 'de 1' })
    const request = taxInfoRequestFromForm(regular)
    expect(request).toEqual({
      consultantBusinessType: 'REGELUNTERNEHMER',
      taxIdentificationNumber: '12345678901',
      vatNumber: 'DE1',
      consents: [{ consentType: 'TAX_ID_CONSENT', status: 'optin', version: '1.0' }],
    })
    expect(errorsOf(taxInfoRequestSchemaFor('REGELUNTERNEHMER'), request)).toEqual([])
    const small = taxInfoRequestFromForm(taxInfoFormSchema.parse(form))
    expect(small).not.toHaveProperty('vatNumber')
    expect(errorsOf(taxInfoRequestSchemaFor('KLEINUNTERNEHMER'), small)).toEqual([])
  })
})
