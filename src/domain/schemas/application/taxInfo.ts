import { z } from 'zod'

import { checkConsents, consentListSchema } from '../../consents'
import { msg } from '../messages'
import { type ConsultantBusinessType } from './experience'

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

/** A Regelunternehmer must give a VAT number; for a Kleinunternehmer it is optional (blank → undefined). */
export function taxInfoSchemaFor(consultantBusinessType: ConsultantBusinessType) {
  return z.object(
    {
      taxIdentificationNumber: taxIdentificationNumberSchema,
      vatNumber:
        consultantBusinessType === 'REGELUNTERNEHMER'
          ? vatNumber.min(1, msg('Vat_number_required'))
          : vatNumber.nullish().transform((value) => (value ? value : undefined)),
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
