import type { CollectionConfig } from 'payload'

import { nobody } from '../../access/nobody'
import { DOCUMENT_SERIES } from '@/domain/invoices'

/**
 * The last number issued in each document series per year (src/server/invoices/numbering.ts). A row is
 * raised inside the transaction that issues the document, so it stays locked until that commits, and a
 * rollback takes the number back: no number is skipped or given twice. Never written through an API.
 */
export const DocumentCounters: CollectionConfig = {
  slug: 'document-counters',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['series', 'year'], unique: true }],
  fields: [
    { name: 'series', type: 'select', required: true, options: [...DOCUMENT_SERIES] },
    { name: 'year', type: 'number', required: true },
    { name: 'lastNumber', type: 'number', required: true, defaultValue: 0 },
  ],
}
