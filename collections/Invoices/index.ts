import type { CollectionConfig, Field } from 'payload'

import { isOwnerOrAdmin } from '../../access/isOwnerOrAdmin'
import { nobody } from '../../access/nobody'
import { checkDocument } from './hooks/checkDocument'
import { refuseChanges } from './hooks/refuseChanges'
import { invoiceEndpoints } from '@/endpoints/invoices'
import { INVOICE_KINDS } from '@/domain/invoices'
import { LOCALES } from '@/domain/locale'
import { centsCell } from '../shared/centsCell'

const readOnly = { readOnly: true } as const

const fields: Field[] = [
  {
    name: 'actions',
    type: 'ui',
    admin: {
      position: 'sidebar',
      components: { Field: '/src/components/admin/InvoiceActions.client#InvoiceActions' },
    },
  },
  { name: 'number', type: 'text', required: true, unique: true, label: { en: 'Number', de: 'Nummer' } },
  { name: 'kind', type: 'select', required: true, options: [...INVOICE_KINDS], label: { en: 'Kind', de: 'Art' } },
  {
    name: 'user',
    type: 'relationship',
    relationTo: 'users',
    required: true,
    index: true,
    label: { en: 'Customer', de: 'Kunde' },
  },
  {
    name: 'consultation',
    type: 'relationship',
    relationTo: 'consultations',
    required: true,
    index: true,
    label: { en: 'Consultation', de: 'Beratung' },
  },
  // A credit note names the invoice it corrects.
  { name: 'invoice', type: 'relationship', relationTo: 'invoices', label: { en: 'Corrects', de: 'Korrigiert' } },
  {
    name: 'issuedAt',
    type: 'date',
    required: true,
    index: true,
    label: { en: 'Issued', de: 'Ausgestellt' },
    admin: { date: { pickerAppearance: 'dayAndTime' } },
  },
  {
    name: 'totalCents',
    type: 'number',
    required: true,
    label: { en: 'Total', de: 'Betrag' },
    admin: centsCell,
  },
  { name: 'locale', type: 'select', required: true, options: [...LOCALES] },
  // The document as issued (src/domain/invoices InvoiceDocument); the PDF and XML are rendered from it.
  { name: 'document', type: 'json', required: true },
]

/**
 * Invoices and credit notes, issued by the server in the transaction that records the payment or refund
 * (src/server/invoices). Once issued a document never changes and is never deleted, at any door: a
 * mistake is corrected by a credit note. The customer reads their own; admins read all.
 */
export const Invoices: CollectionConfig = {
  slug: 'invoices',
  labels: {
    singular: { en: 'Invoice', de: 'Rechnung' },
    plural: { en: 'Invoices and credit notes', de: 'Rechnungen und Korrekturen' },
  },
  admin: {
    useAsTitle: 'number',
    defaultColumns: ['number', 'kind', 'user', 'totalCents', 'issuedAt'],
    listSearchableFields: ['number'],
  },
  defaultSort: '-issuedAt',
  access: { read: isOwnerOrAdmin, create: nobody, update: nobody, delete: nobody },
  hooks: {
    beforeValidate: [checkDocument],
    beforeChange: [refuseChanges.beforeChange],
    beforeDelete: [refuseChanges.beforeDelete],
  },
  endpoints: invoiceEndpoints,
  fields: fields.map((field) => ({ ...field, admin: { ...field.admin, ...readOnly } }) as Field),
}
