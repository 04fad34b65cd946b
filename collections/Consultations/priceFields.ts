import type { Field } from 'payload'

import { nobodyField } from '../../access/nobodyField'

import { B2B_CATEGORIES } from '@/domain/money'

const cents = (name: string, en: string, de: string): Field => ({
  name,
  type: 'number',
  min: 0,
  defaultValue: 0,
  label: { en, de },
  admin: { readOnly: true },
})

/** The price as the server computed it at booking, in euro cents (src/domain/money quotePrice). */
export const priceFields: Field = {
  name: 'price',
  type: 'group',
  label: { en: 'Price', de: 'Preis' },
  access: { update: nobodyField },
  fields: [
    cents('grossCents', 'Gross (list price)', 'Brutto (Listenpreis)'),
    cents('netCents', 'Net', 'Netto'),
    cents('vatCents', 'VAT', 'MwSt.'),
    cents('discountCents', 'Promo discount', 'Rabatt'),
    cents('totalCents', 'Total charged', 'Gesamtbetrag'),
    cents('processingFeesCents', 'Processing fees', 'Bearbeitungsgebühren'),
    cents('consultantEarningCents', 'Consultant earning', 'Verdienst des Beraters'),
    cents('platformFeeCents', 'Platform fee', 'Plattformgebühr'),
    { name: 'vatApplied', type: 'checkbox', admin: { readOnly: true } },
    { name: 'isB2B', type: 'checkbox', admin: { readOnly: true } },
    { name: 'b2bCategory', type: 'select', options: [...B2B_CATEGORIES], admin: { readOnly: true } },
    { name: 'billingCountry', type: 'text', maxLength: 2, admin: { readOnly: true } },
    { name: 'geoCountry', type: 'text', maxLength: 2, admin: { readOnly: true } },
  ],
}
