import type { CollectionConfig } from 'payload'

import { isEditorOrAdmin } from '../../access/isEditorOrAdmin'
import { publishedOrEditor } from '../../access/publishedOrEditor'
import { revalidateOnPublish } from '../../hooks/revalidateContent'
import { CONTENT_GROUP, categoryCollection } from '../Content/categories'
import { contentVersions, publishedAtField, seoFields, slugField, titleField } from '../Content/fields'
import { livePreviewFor, previewFor } from '../Content/preview'
import { CONTENT_TAGS } from '@/server/content/revalidate'

const pathOf = (doc: Record<string, unknown>) => (typeof doc.slug === 'string' ? `/help-center#${doc.slug}` : null)

export const HelpCategories = categoryCollection(
  'help-categories',
  {
    singular: { en: 'Help category', de: 'Hilfe-Kategorie' },
    plural: { en: 'Help categories', de: 'Hilfe-Kategorien' },
  },
  { tag: CONTENT_TAGS.help, paths: ['/help-center'] },
)

/** Help-center articles: a question-like title and the answer, grouped by category, searchable. */
export const HelpArticles: CollectionConfig = {
  slug: 'help-articles',
  labels: { singular: { en: 'Help article', de: 'Hilfeartikel' }, plural: { en: 'Help articles', de: 'Hilfeartikel' } },
  admin: {
    useAsTitle: 'title',
    group: CONTENT_GROUP,
    defaultColumns: ['title', 'category', '_status'],
    preview: previewFor(pathOf),
    livePreview: livePreviewFor(pathOf),
  },
  access: { read: publishedOrEditor, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  versions: contentVersions,
  hooks: revalidateOnPublish(CONTENT_TAGS.help, () => ['/help-center']),
  fields: [
    titleField,
    slugField,
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'help-categories',
      index: true,
      admin: { position: 'sidebar' },
    },
    { name: 'summary', type: 'textarea', localized: true, maxLength: 300 },
    { name: 'content', type: 'richText', localized: true },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    publishedAtField,
    seoFields,
  ],
}
