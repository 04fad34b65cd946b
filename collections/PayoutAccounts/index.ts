import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { isOwnerOrAdmin } from '../../access/isOwnerOrAdmin'
import { nobody } from '../../access/nobody'
import { centsCell } from '../shared/centsCell'

/** A consultant's connected account at the payment provider, which payouts go to. */
export const PayoutAccounts: CollectionConfig = {
  slug: 'payout-accounts',
  labels: {
    singular: { en: 'Payout account', de: 'Auszahlungskonto' },
    plural: { en: 'Payout accounts', de: 'Auszahlungskonten' },
  },
  admin: { defaultColumns: ['user', 'provider', 'accountId', 'payoutsEnabled'] },
  access: { read: isOwnerOrAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, unique: true },
    { name: 'provider', type: 'select', required: true, options: ['stripe', 'test'] },
    { name: 'accountId', type: 'text', required: true, unique: true },
    // The provider has every detail it needs (Stripe's details_submitted).
    { name: 'onboarded', type: 'checkbox', defaultValue: false },
    { name: 'payoutsEnabled', type: 'checkbox', defaultValue: false },
  ],
}

/** The test provider's transfers and payouts to connected accounts, as Stripe would keep them. */
export const TestTransfers: CollectionConfig = {
  slug: 'test-transfers',
  admin: { hidden: true },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'transferId', type: 'text', required: true, unique: true },
    { name: 'kind', type: 'select', required: true, options: ['transfer', 'payout', 'reversal'] },
    { name: 'accountId', type: 'text', required: true, index: true },
    { name: 'idempotencyKey', type: 'text', required: true, unique: true },
    {
      name: 'amountCents',
      type: 'number',
      required: true,
      min: 0,
      label: { en: 'Amount', de: 'Betrag' },
      admin: centsCell,
    },
    { name: 'currency', type: 'text', required: true },
    { name: 'status', type: 'text', required: true },
    { name: 'metadata', type: 'json' },
  ],
}
