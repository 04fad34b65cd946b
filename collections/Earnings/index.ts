import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { isOwnerOrAdmin } from '../../access/isOwnerOrAdmin'
import { nobody } from '../../access/nobody'
import { ownerField } from '../shared/ownerField'
import { SESSION_TYPES } from '@/domain/scheduling'
import { EARNING_TYPES, TRANSFER_STATUSES } from '@/domain/wallet'
import { centsCell } from '../shared/centsCell'

/**
 * The earnings ledger of a wallet: one row per thing a user earned (`user` is who earns it). Rows are
 * written by the services once (the unique `key` makes a repeated write a no-op) and never edited by users.
 */
export const Earnings: CollectionConfig = {
  slug: 'earnings',
  labels: { singular: { en: 'Earning', de: 'Einnahme' }, plural: { en: 'Earnings', de: 'Einnahmen' } },
  admin: { defaultColumns: ['user', 'type', 'netCents', 'transferStatus', 'createdAt'] },
  access: { read: isOwnerOrAdmin, create: nobody, update: isAdmin, delete: nobody },
  fields: [
    ownerField('user'),
    { name: 'type', type: 'select', required: true, options: [...EARNING_TYPES] },
    // e.g. consultation:42, refund:42:re_… — one row per source, whoever writes it twice.
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'consultation', type: 'relationship', relationTo: 'consultations', index: true },
    // The other party's display name as it was when the row was written.
    { name: 'counterpartName', type: 'text' },
    { name: 'sessionType', type: 'select', options: [...SESSION_TYPES] },
    { name: 'netCents', type: 'number', required: true, label: { en: 'Net', de: 'Netto' }, admin: centsCell },
    {
      name: 'vatCents',
      type: 'number',
      required: true,
      defaultValue: 0,
      label: { en: 'VAT', de: 'USt.' },
      admin: centsCell,
    },
    { name: 'transferStatus', type: 'select', options: [...TRANSFER_STATUSES], index: true },
    { name: 'transferId', type: 'text' },
    { name: 'transferredAt', type: 'date' },
    // A refund's adjustment row: the gross this refund gave back, and the reversal that took its share back.
    { name: 'refundedCents', type: 'number', label: { en: 'Refunded', de: 'Erstattet' }, admin: centsCell },
    { name: 'reversalId', type: 'text' },
  ],
}
