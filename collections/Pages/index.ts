import type { CollectionConfig } from 'payload'

import { isEditorOrAdmin } from '../../access/isEditorOrAdmin'
import { publishedOrEditor } from '../../access/publishedOrEditor'
import { revalidateOnPublish } from '../../hooks/revalidateContent'
import { CONTENT_GROUP } from '../Content/categories'
import { contentVersions, publishedAtField, seoFields, slugField, titleField } from '../Content/fields'
import { livePreviewFor, previewFor } from '../Content/preview'
import { CONTENT_TAGS } from '@/server/content/revalidate'

const pathOf = (doc: Record<string, unknown>) => (typeof doc.slug === 'string' ? `/${doc.slug}` : null)

/** Stand-alone pages such as /about: the slug is the path. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: { en: 'Page', de: 'Seite' }, plural: { en: 'Pages', de: 'Seiten' } },
  admin: {
    useAsTitle: 'title',
    group: CONTENT_GROUP,
    defaultColumns: ['title', 'slug', '_status'],
    preview: previewFor(pathOf),
    livePreview: livePreviewFor(pathOf),
  },
  access: { read: publishedOrEditor, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  versions: contentVersions,
  hooks: revalidateOnPublish(CONTENT_TAGS.pages, (doc) => [pathOf(doc) ?? []].flat()),
  fields: [
    titleField,
    slugField,
    { name: 'intro', type: 'textarea', localized: true, maxLength: 400 },
    { name: 'content', type: 'richText', localized: true },
    publishedAtField,
    seoFields,
  ],
}
