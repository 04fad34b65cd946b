import { checkVAT, countries } from 'jsvat'
import { z } from 'zod'

import { isEuMemberState, normalizeCountryCode } from '../money/b2b'
import { msg, type ValidationMessage } from '../schemas/messages'

const text = (max: number, required: ValidationMessage, tooLong: ValidationMessage) =>
  z
    .string({ error: msg(required) })
    .trim()
    .min(1, { error: msg(required), abort: true })
    .max(max, msg(tooLong))

const optionalText = (max: number, tooLong: ValidationMessage) =>
  z
    .string({ error: msg('Invalid_value') })
    .trim()
    .max(max, msg(tooLong))
    .optional()
    .transform((value) => (value ? value : undefined))

/**
 * What a business customer gives at booking: the company billed and its address (the country is the
 * booking's billing country) and its VAT ID. Stored on the consultation as billed.
 */
export const businessBillingSchema = z.object({
  company: text(100, 'Company_required', 'Company_max_100'),
  street: text(100, 'Street_required', 'Street_max_100'),
  addressLine2: optionalText(100, 'Street_max_100'),
  postalCode: text(16, 'Postal_code_required', 'Postal_code_max_16'),
  city: text(50, 'City_required', 'City_max_50'),
  vatId: optionalText(20, 'Vat_id_invalid'),
})

export type BusinessBilling = z.output<typeof businessBillingSchema>

export type VatIdCheck = { ok: true; vatId: string | undefined } | { ok: false; message: ValidationMessage }

/** A VAT ID written without its separators, in upper case (the form VIES and invoices use). */
const compact = (vatId: string) => vatId.replace(/[\s.\-/]/g, '').toUpperCase()

/**
 * The VAT ID of a business billed in `billingCountry`. Inside the EU it is required (the VAT rules that
 * spare a German business the VAT, and a reverse charge, rest on it) and must be a valid number of that
 * country, check digits included; elsewhere it is optional, checked where the library knows the country's
 * format, and otherwise must at least begin with the country's code.
 */
export function checkVatId(vatId: string | undefined, billingCountry: string): VatIdCheck {
  const country = normalizeCountryCode(billingCountry)
  if (!vatId) return isEuMemberState(country) ? { ok: false, message: 'Vat_id_required' } : { ok: true, vatId }
  const result = checkVAT(compact(vatId), countries)
  if (!result.isSupportedCountry) {
    const plain = compact(vatId)
    return /^[A-Z]{2}[0-9A-Z]{2,12}$/.test(plain) && normalizeCountryCode(plain.slice(0, 2)) === country
      ? { ok: true, vatId: plain }
      : { ok: false, message: 'Vat_id_invalid' }
  }
  if (!result.isValid || !result.value) return { ok: false, message: 'Vat_id_invalid' }
  if (result.country?.isoCode.short !== country) return { ok: false, message: 'Vat_id_other_country' }
  return { ok: true, vatId: result.value }
}

type WithBusiness = { isB2B: boolean; billingCountry: string; business?: BusinessBilling | undefined }

const REQUIRED_WHEN_MISSING = [
  ['company', 'Company_required'],
  ['street', 'Street_required'],
  ['postalCode', 'Postal_code_required'],
  ['city', 'City_required'],
] as const

/** What is missing or wrong in a business booking's billing data; nothing for a consumer's booking. */
export function businessBillingProblems(value: WithBusiness): { path: string[]; message: ValidationMessage }[] {
  if (!value.isB2B) return []
  if (!value.business) return REQUIRED_WHEN_MISSING.map(([field, message]) => ({ path: ['business', field], message }))
  const vatId = checkVatId(value.business.vatId, value.billingCountry)
  return vatId.ok ? [] : [{ path: ['business', 'vatId'], message: vatId.message }]
}

/** The billing data as stored: the VAT ID in its compact form; none for a consumer. */
export function billedBusiness(value: WithBusiness): BusinessBilling | undefined {
  if (!value.isB2B || !value.business) return undefined
  const vatId = checkVatId(value.business.vatId, value.billingCountry)
  return { ...value.business, vatId: vatId.ok ? vatId.vatId : value.business.vatId }
}

/** Refines a request schema with `isB2B`, `billingCountry` and `business` by the rules above. */
export function withBusinessBilling<T extends z.ZodType<WithBusiness>>(schema: T) {
  return schema
    .superRefine((value, ctx) => {
      for (const problem of businessBillingProblems(value)) ctx.addIssue({ code: 'custom', ...problem })
    })
    .transform((value) => ({ ...value, business: billedBusiness(value) }))
}

const businessFormSchema = withBusinessBilling(
  z.object({ isB2B: z.boolean(), billingCountry: z.string(), business: businessBillingSchema.optional() }),
)

export type BusinessFormResult =
  | { ok: true; business: BusinessBilling | undefined }
  | { ok: false; errors: Partial<Record<keyof BusinessBilling, ValidationMessage>> }

/** The payment form's check of what the booking will check: the first problem per field of `business`. */
export function checkBusinessForm(isB2B: boolean, billingCountry: string, business: unknown): BusinessFormResult {
  const parsed = businessFormSchema.safeParse({ isB2B, billingCountry, business: isB2B ? business : undefined })
  if (parsed.success) return { ok: true, business: parsed.data.business }
  const errors: Partial<Record<keyof BusinessBilling, ValidationMessage>> = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[1] as keyof BusinessBilling
    errors[field] ??= issue.message as ValidationMessage
  }
  return { ok: false, errors }
}

/** The name a booking is billed to: the person's name, or their e-mail address when they left it empty. */
export function billingName(person: { firstName?: string | null; lastName?: string | null; email: string }): string {
  return [person.firstName, person.lastName].filter((part) => part?.trim()).join(' ') || person.email
}
