import type { Field } from 'payload'

import { nobodyField } from '../../access/nobodyField'

import { PAYMENT_STATUSES } from '@/domain/status'

/** The card payment behind a consultation; changed by the server and the provider's webhook only. */
export const paymentFields: Field = {
  name: 'payment',
  type: 'group',
  label: { en: 'Payment', de: 'Zahlung' },
  access: { update: nobodyField },
  admin: { readOnly: true },
  fields: [
    { name: 'provider', type: 'select', options: ['stripe', 'test', 'free'] },
    { name: 'paymentIntentId', type: 'text', unique: true, index: true },
    { name: 'status', type: 'select', options: [...PAYMENT_STATUSES] },
    { name: 'methodType', type: 'text' },
    // Set once the card was authorised: only such payments appear in the consultee's payment history.
    { name: 'authorisedAt', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'updatedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    // All refunded so far, however it was refunded (here, or in the provider's dashboard): each increase is
    // credited (a credit note, and the consultant's share taken back) in the transaction that records it.
    { name: 'refundedCents', type: 'number', min: 0, defaultValue: 0 },
  ],
}
