import type { CollectionConfig, Field } from 'payload'

import { isOwnerOrAdmin } from '../../access/isOwnerOrAdmin'
import { nobody } from '../../access/nobody'
import { refuseChanges } from '../Invoices/hooks/refuseChanges'
import { statementEndpoints } from '@/endpoints/statements'
import { centsCell } from '../shared/centsCell'

const fields: Field[] = [
  { name: 'number', type: 'text', required: true, unique: true, label: { en: 'Number', de: 'Nummer' } },
  {
    name: 'user',
    type: 'relationship',
    relationTo: 'users',
    required: true,
    index: true,
    label: { en: 'Consultant', de: 'Berater' },
  },
  { name: 'year', type: 'number', required: true },
  { name: 'month', type: 'number', required: true, min: 1, max: 12 },
  {
    name: 'issuedAt',
    type: 'date',
    required: true,
    label: { en: 'Issued', de: 'Ausgestellt' },
    admin: { date: { pickerAppearance: 'dayAndTime' } },
  },
  {
    name: 'netCents',
    type: 'number',
    required: true,
    label: { en: 'Net', de: 'Netto' },
    admin: centsCell,
  },
  {
    name: 'vatCents',
    type: 'number',
    required: true,
    label: { en: 'VAT', de: 'USt.' },
    admin: centsCell,
  },
  // The statement as issued (src/domain/invoices StatementDocument); the PDF is rendered from it.
  { name: 'document', type: 'json', required: true },
]

/**
 * Consultants' monthly earnings statements (self-billing credit notes), one per consultant and month,
 * issued by the statements job (src/server/invoices/issueStatements.ts). Final once issued, like invoices.
 */
export const Statements: CollectionConfig = {
  slug: 'statements',
  labels: {
    singular: { en: 'Earnings statement', de: 'Gutschrift' },
    plural: { en: 'Earnings statements', de: 'Gutschriften' },
  },
  admin: { useAsTitle: 'number', defaultColumns: ['number', 'user', 'year', 'month', 'netCents', 'issuedAt'] },
  defaultSort: '-issuedAt',
  access: { read: isOwnerOrAdmin, create: nobody, update: nobody, delete: nobody },
  hooks: { beforeChange: [refuseChanges.beforeChange], beforeDelete: [refuseChanges.beforeDelete] },
  indexes: [{ fields: ['user', 'year', 'month'], unique: true }],
  endpoints: statementEndpoints,
  fields: fields.map((field) => ({ ...field, admin: { ...field.admin, readOnly: true } }) as Field),
}
