import { z } from 'zod'

import { LOCALES } from '../locale'
import { isIanaTimeZone } from '../time'

export const INVOICE_KINDS = ['invoice', 'creditNote'] as const
export type InvoiceKind = (typeof INVOICE_KINDS)[number]

/**
 * How VAT is treated on the whole document (one treatment per document: every line shares it).
 * - standard: German VAT at the given rate is charged.
 * - reverseCharge: no VAT charged, the business customer accounts for it.
 * - notSubjectToVat: the service is not taxable in Germany (business customer outside the EU).
 * - smallBusinessExempt: the issuer charges no VAT under the small-business scheme (§ 19 UStG).
 */
export const VAT_CATEGORIES = ['standard', 'reverseCharge', 'notSubjectToVat', 'smallBusinessExempt'] as const
export type VatCategory = (typeof VAT_CATEGORIES)[number]

/** The closing statement printed on the document (and given as the VAT exemption reason in the XML). */
export const STATEMENT_KEYS = [
  'standardVat',
  'reverseChargeDomestic',
  'reverseChargeEu',
  'notTaxableOutsideEu',
  'smallBusiness',
] as const
export type StatementKey = (typeof STATEMENT_KEYS)[number]

/** Invoice numbers are printed, used as file names and as the PDF title, so they keep to a safe alphabet. */
export const DOCUMENT_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/

const cents = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)
const text = (max: number) => z.string().trim().min(1).max(max)
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2 code in upper case')
const instant = z.iso.datetime({ offset: true })
const documentNumber = z.string().regex(DOCUMENT_NUMBER_PATTERN)
const vatId = z.string().regex(/^[A-Z]{2}[0-9A-Za-z+*.]{2,12}$/, 'VAT identification number with country prefix')

export const invoiceIssuerSchema = z.strictObject({
  name: text(100),
  addressLines: z.array(text(100)).min(1).max(3),
  postalCode: text(16),
  city: text(60),
  country: countryCode,
  taxNumber: text(32),
  vatId,
  /** Commercial register entry, e.g. 'HRB 123456 B, Amtsgericht Charlottenburg'. */
  legalRegistrationId: text(100).optional(),
})

/** A consumer's address may be incomplete: only the country is required (BR-11). */
export const invoiceCustomerSchema = z.strictObject({
  /** The person who booked; printed as the contact when a company is billed. */
  name: text(100),
  company: text(100).optional(),
  addressLines: z.array(text(100)).max(3),
  postalCode: text(16).optional(),
  city: text(60).optional(),
  country: countryCode,
  vatId: vatId.optional(),
})

export const invoiceLineSchema = z.strictObject({
  description: text(200),
  quantity: z.literal(1),
  netCents: cents,
})

export const invoiceDocumentSchema = z.strictObject({
  kind: z.enum(INVOICE_KINDS),
  number: documentNumber,
  /** Instants (ISO 8601 with offset); the calendar date is taken in `timeZone`. */
  issueDate: instant,
  serviceDate: instant,
  currency: z.literal('EUR'),
  issuer: invoiceIssuerSchema,
  customer: invoiceCustomerSchema,
  lines: z.array(invoiceLineSchema).min(1).max(100),
  vatCategory: z.enum(VAT_CATEGORIES),
  vatRatePercent: z.number().int().min(0).max(100),
  netCents: cents,
  vatCents: cents,
  discountCents: cents,
  /** net + VAT - promo discount. */
  totalCents: cents,
  /** Part of the total already paid by card (for a credit note: already refunded); the rest is due. */
  paidCents: cents,
  statementKey: z.enum(STATEMENT_KEYS),
  /** A credit note names the invoice it corrects (BT-25); an invoice has none. */
  precedingInvoiceNumber: documentNumber.optional(),
  precedingInvoiceIssueDate: instant.optional(),
  locale: z.enum(LOCALES),
  timeZone: z.string().refine(isIanaTimeZone, 'IANA time zone'),
})

export type InvoiceDocument = z.infer<typeof invoiceDocumentSchema>
export type InvoiceIssuer = z.infer<typeof invoiceIssuerSchema>
export type InvoiceCustomer = z.infer<typeof invoiceCustomerSchema>
export type InvoiceLine = z.infer<typeof invoiceLineSchema>
