import type { CollectionConfig } from 'payload'

import { isEditorOrAdmin } from '../../access/isEditorOrAdmin'
import { publishedOrEditor } from '../../access/publishedOrEditor'
import { revalidateOnPublish } from '../../hooks/revalidateContent'
import { CONTENT_GROUP } from '../Content/categories'
import { contentVersions, seoFields, titleField } from '../Content/fields'
import { livePreviewFor, previewFor } from '../Content/preview'
import { LEGAL_TEXT_KINDS } from '@/domain/content'
import { CONTENT_TAGS } from '@/server/content/revalidate'

const pathOf = (doc: Record<string, unknown>) => (typeof doc.kind === 'string' ? `/${doc.kind}` : null)

/**
 * One version of a legal document (terms of use, privacy policy, consultant policy, terms). A new version
 * is a new document with a higher version number and its effective date; the public page shows the one in
 * force, and consent records point at the documents that were in force when the consent was given.
 */
export const LegalTexts: CollectionConfig = {
  slug: 'legal-texts',
  labels: { singular: { en: 'Legal text', de: 'Rechtstext' }, plural: { en: 'Legal texts', de: 'Rechtstexte' } },
  admin: {
    useAsTitle: 'title',
    group: CONTENT_GROUP,
    defaultColumns: ['title', 'kind', 'version', 'effectiveDate', '_status'],
    preview: previewFor(pathOf),
    livePreview: livePreviewFor(pathOf),
  },
  access: { read: publishedOrEditor, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  versions: contentVersions,
  indexes: [{ fields: ['kind', 'version'], unique: true }],
  hooks: revalidateOnPublish(CONTENT_TAGS.legal, (doc) => [pathOf(doc) ?? []].flat()),
  fields: [
    titleField,
    { name: 'kind', type: 'select', required: true, options: [...LEGAL_TEXT_KINDS], index: true },
    {
      name: 'version',
      type: 'text',
      required: true,
      maxLength: 10,
      validate: (value: unknown) =>
        (typeof value === 'string' && /^\d{1,3}\.\d{1,3}$/.test(value)) || 'A version looks like 1.4',
    },
    {
      name: 'effectiveDate',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayOnly' } },
    },
    { name: 'content', type: 'richText', localized: true },
    seoFields,
  ],
}
