import type { CollectionConfig } from 'payload'

import { anyone } from '../../access/anyone'
import { isEditorOrAdmin } from '../../access/isEditorOrAdmin'
import { slugField } from './fields'

const CONTENT_GROUP = { en: 'Content', de: 'Inhalte' }

/** A category collection for posts or help articles: a localized title and a slug; public to read. */
export function categoryCollection(slug: string, labels: CollectionConfig['labels']): CollectionConfig {
  return {
    slug,
    labels,
    admin: { useAsTitle: 'title', group: CONTENT_GROUP, defaultColumns: ['title', 'slug'] },
    access: { read: anyone, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
    fields: [
      { name: 'title', type: 'text', required: true, localized: true, maxLength: 80 },
      slugField,
      { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    ],
  }
}

export { CONTENT_GROUP }
