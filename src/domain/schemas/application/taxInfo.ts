import { z } from 'zod'

import { checkConsents, consentListSchema, currentConsentVersion, type ConsentInput } from '../../consents'
import { msg } from '../messages'
import { CONSULTANT_BUSINESS_TYPES, consultantBusinessTypeSchema, type ConsultantBusinessType } from './experience'
import { whenObject } from './shared'

export const TAX_ID_LENGTH = 11
export const VAT_NUMBER_MAX_LENGTH = 20

/** The German tax identification number: everything but digits is dropped, then exactly 11 digits remain. */
export const taxIdentificationNumberSchema = z
  .string({ error: msg('Tax_id_required') })
  .overwrite((value) => value.replace(/\D/g, ''))
  .min(1, { error: msg('Tax_id_required'), abort: true })
  .length(TAX_ID_LENGTH, msg('Tax_id_must_be_11_digits'))

const vatNumber = z
  .string({ error: msg('Vat_number_required') })
  .trim()
  .toUpperCase()
  .overwrite((value) => value.replace(/\s+/g, ''))
  .max(VAT_NUMBER_MAX_LENGTH, { error: msg('Invalid_value'), abort: true })

/** Optional VAT number: blank, null or missing become undefined. */
const optionalVatNumber = vatNumber.nullish().transform((value) => (value ? value : undefined))

/** A Regelunternehmer must give a VAT number; for a Kleinunternehmer it is optional (blank → undefined). */
export function taxInfoSchemaFor(consultantBusinessType: ConsultantBusinessType) {
  return z.object(
    {
      taxIdentificationNumber: taxIdentificationNumberSchema,
      vatNumber:
        consultantBusinessType === 'REGELUNTERNEHMER'
          ? vatNumber.min(1, msg('Vat_number_required'))
          : optionalVatNumber,
    },
    { error: msg('Invalid_request') },
  )
}

export type TaxInfoValues = z.output<ReturnType<typeof taxInfoSchemaFor>>

/** The tax form sent with its consents, checked against the TAX consent context. */
export function taxInfoRequestSchemaFor(consultantBusinessType: ConsultantBusinessType) {
  return taxInfoSchemaFor(consultantBusinessType)
    .extend({ consents: consentListSchema })
    .superRefine((body, ctx) => {
      const check = checkConsents(body.consents, 'TAX')
      if (check.ok) return
      for (const error of check.errors)
        ctx.addIssue({ code: 'custom', message: error.message, path: error.path.split('.') })
    })
}

/** The consultant's stored tax details, as UserInfo and PUT /api/consultants/tax-info answer them. */
export type TaxInfo = {
  taxIdentificationNumber: string | null
  vatNumber: string | null
  consultantBusinessType: ConsultantBusinessType | null
}

export const EMPTY_TAX_INFO: TaxInfo = { taxIdentificationNumber: null, vatNumber: null, consultantBusinessType: null }

type StoredTaxInfo = {
  consultantBusinessType?: string | null
  taxInfo?: { taxIdentificationNumber?: string | null; vatNumber?: string | null } | null
}

const isBusinessType = (value: unknown): value is ConsultantBusinessType =>
  typeof value === 'string' && (CONSULTANT_BUSINESS_TYPES as readonly string[]).includes(value)

/** The tax details of a consultant profile; nulls where nothing is stored (or there is no profile). */
export function taxInfoOf(profile: StoredTaxInfo | null | undefined): TaxInfo {
  return {
    taxIdentificationNumber: profile?.taxInfo?.taxIdentificationNumber || null,
    vatNumber: profile?.taxInfo?.vatNumber || null,
    consultantBusinessType: isBusinessType(profile?.consultantBusinessType) ? profile.consultantBusinessType : null,
  }
}

/**
 * What PUT /api/consultants/tax-info reads before it knows which rules apply: whose data it is and, when
 * sent, the business type. The other fields pass through to taxInfoRequestSchemaFor.
 */
export const taxInfoTargetSchema = z
  .object(
    {
      consultantId: z
        .number({ error: msg('Invalid_request') })
        .int()
        .optional(),
      consultantBusinessType: consultantBusinessTypeSchema.optional(),
    },
    { error: msg('Invalid_request') },
  )
  .loose()

/** The tax dialog: the chosen business type decides whether the VAT number is required. */
export const taxInfoFormSchema = z
  .object(
    {
      consultantBusinessType: consultantBusinessTypeSchema,
      taxIdentificationNumber: taxIdentificationNumberSchema,
      vatNumber: optionalVatNumber,
    },
    { error: msg('Invalid_request') },
  )
  .refine(
    ({ consultantBusinessType, vatNumber: value }) =>
      consultantBusinessType !== 'REGELUNTERNEHMER' || (typeof value === 'string' && value.trim() !== ''),
    { path: ['vatNumber'], error: msg('Vat_number_required'), when: whenObject },
  )

export type TaxInfoFormInput = z.input<typeof taxInfoFormSchema>
export type TaxInfoFormValues = z.output<typeof taxInfoFormSchema>

/** Whether the form must mark the VAT number as required. */
export function vatNumberRequired(consultantBusinessType: unknown): boolean {
  return consultantBusinessType === 'REGELUNTERNEHMER'
}

/** The dialog's starting values from the stored details (blank fields where nothing is stored). */
export function taxInfoFormDefaults(initial: TaxInfo | null | undefined): TaxInfoFormInput {
  return {
    consultantBusinessType: (initial?.consultantBusinessType ??
      undefined) as TaxInfoFormInput['consultantBusinessType'],
    taxIdentificationNumber: initial?.taxIdentificationNumber ?? '',
    vatNumber: initial?.vatNumber ?? '',
  }
}

/** The opt-in saving the tax dialog gives: its text is shown next to the save button, without a box. */
export function taxInfoConsents(): ConsentInput[] {
  return [{ consentType: 'TAX_ID_CONSENT', status: 'optin', version: currentConsentVersion('TAX_ID_CONSENT') }]
}

/** Body of PUT /api/consultants/tax-info from the dialog's values (the tax ID already reduced to its digits). */
export function taxInfoRequestFromForm(values: TaxInfoFormValues) {
  const { consultantBusinessType, taxIdentificationNumber, vatNumber: value } = values
  return {
    consultantBusinessType,
    taxIdentificationNumber,
    ...(value ? { vatNumber: value } : {}),
    consents: taxInfoConsents(),
  }
}
