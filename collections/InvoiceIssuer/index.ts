import type { GlobalConfig, TextFieldSingleValidation } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { validationText } from '../shared/formRule'
import { checkIssuerComplete } from './hooks/checkIssuerComplete'
import { checkVatId } from '@/domain/booking/businessBilling'
import { isCountryCode } from '@/domain/schemas/application/countries'

const text = (name: string, en: string, de: string, maxLength: number, required = true) =>
  ({ name, type: 'text', required, maxLength, label: { en, de } }) as const

const countryRule: TextFieldSingleValidation = (value, { req }) =>
  isCountryCode(value) ? true : validationText(req, 'Invalid_country')

const vatIdRule: TextFieldSingleValidation = (value, { req, siblingData }) => {
  const check = checkVatId(value ?? undefined, String((siblingData as { country?: unknown }).country ?? ''))
  return check.ok ? true : validationText(req, check.message)
}

/**
 * The platform as the issuer of invoices and credit notes (src/server/invoices). Every issued document
 * keeps a copy of these details, so a later edit changes only documents issued after it.
 */
export const InvoiceIssuer: GlobalConfig = {
  slug: 'invoice-issuer',
  label: { en: 'Invoice issuer', de: 'Rechnungssteller' },
  admin: {
    description: {
      en: 'The company named on every invoice and credit note. Invoices are issued only once this is filled in.',
      de: 'Das Unternehmen auf jeder Rechnung und Rechnungskorrektur. Rechnungen entstehen erst, wenn dies ausgefüllt ist.',
    },
  },
  access: { read: isAdmin, update: isAdmin },
  hooks: { beforeChange: [checkIssuerComplete] },
  fields: [
    text('name', 'Company name', 'Firmenname', 100),
    text('street', 'Street and number', 'Straße und Hausnummer', 100),
    text('addressLine2', 'Address line 2', 'Adresszusatz', 100, false),
    text('postalCode', 'Postal code', 'Postleitzahl', 16),
    text('city', 'City', 'Ort', 60),
    { ...text('country', 'Country (ISO code, e.g. DE)', 'Land (ISO-Code, z. B. DE)', 2), validate: countryRule },
    text('taxNumber', 'Tax number', 'Steuernummer', 32),
    { ...text('vatId', 'VAT ID', 'USt-IdNr.', 20), validate: vatIdRule },
    text('legalRegistrationId', 'Commercial register entry', 'Handelsregistereintrag', 100, false),
  ],
}
