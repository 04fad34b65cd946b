import type { Field } from 'payload'

import { isOwnerOrAdminField } from '../../access/isOwnerOrAdminField'
import { nobodyField } from '../../access/nobodyField'

const line = (name: string, en: string, de: string, maxLength = 100): Field => ({
  name,
  type: 'text',
  maxLength,
  label: { en, de },
  admin: { readOnly: true },
})

/**
 * Who the session is billed to, as given at booking (src/domain/booking/businessBilling.ts): the invoice is
 * made from this, so later profile edits do not change it. The country is `price.billingCountry`.
 * The consultee and admins read it; the consultant does not see the customer's billing address.
 */
export const billedToFields: Field = {
  name: 'billedTo',
  type: 'group',
  label: { en: 'Billed to', de: 'Rechnungsempfänger' },
  access: { read: isOwnerOrAdminField, update: nobodyField },
  fields: [
    line('name', 'Name', 'Name'),
    line('company', 'Company', 'Firma'),
    line('street', 'Street and number', 'Straße und Hausnummer'),
    line('addressLine2', 'Address line 2', 'Adresszusatz'),
    line('postalCode', 'Postal code', 'Postleitzahl', 16),
    line('city', 'City', 'Ort', 50),
    line('vatId', 'VAT ID', 'USt-IdNr.', 20),
  ],
}
