import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { nobody } from '../../access/nobody'
import { PAYMENT_STATUSES } from '@/domain/status'

/**
 * Every provider event we accepted, once by its id: a duplicate delivery finds its row and changes
 * nothing. Written by the webhook route only.
 */
export const PaymentEvents: CollectionConfig = {
  slug: 'payment-events',
  labels: {
    singular: { en: 'Payment event', de: 'Zahlungsereignis' },
    plural: { en: 'Payment events', de: 'Zahlungsereignisse' },
  },
  admin: { defaultColumns: ['eventId', 'type', 'paymentIntentId', 'createdAt'] },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true, index: true },
    { name: 'provider', type: 'select', required: true, options: ['stripe', 'test'] },
    { name: 'type', type: 'text', required: true },
    { name: 'paymentIntentId', type: 'text', index: true },
    { name: 'occurredAt', type: 'date', required: true },
    { name: 'payload', type: 'json', required: true },
  ],
}

/**
 * The built-in test provider's payment intents (used when no Stripe keys are set): the same states as
 * Stripe's with manual capture, kept in our database.
 */
export const TestPaymentIntents: CollectionConfig = {
  slug: 'test-payment-intents',
  admin: { hidden: true },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'intentId', type: 'text', required: true, unique: true, index: true },
    { name: 'idempotencyKey', type: 'text', required: true, unique: true },
    { name: 'clientSecretHash', type: 'text', required: true },
    { name: 'amountCents', type: 'number', required: true, min: 0 },
    { name: 'refundedCents', type: 'number', required: true, min: 0, defaultValue: 0 },
    { name: 'currency', type: 'text', required: true },
    { name: 'status', type: 'select', required: true, options: [...PAYMENT_STATUSES] },
    { name: 'metadata', type: 'json' },
    { name: 'lastError', type: 'text' },
  ],
}
