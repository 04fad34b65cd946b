import type { CollectionConfig } from 'payload'

import { anyone } from '../../access/anyone'
import { isEditorOrAdmin } from '../../access/isEditorOrAdmin'
import { slugField } from './fields'
import { revalidateOnChange } from '../../hooks/revalidateContent'
import type { ContentTag } from '@/server/content/revalidate'

const CONTENT_GROUP = { en: 'Content', de: 'Inhalte' }

/**
 * A category collection for posts or help articles: a localized title and a slug; public to read. A change
 * renews the pages listing them (`tag`, `paths`).
 */
export function categoryCollection(
  slug: string,
  labels: CollectionConfig['labels'],
  revalidate: { tag: ContentTag; paths: string[] },
): CollectionConfig {
  return {
    slug,
    labels,
    admin: { useAsTitle: 'title', group: CONTENT_GROUP, defaultColumns: ['title', 'slug'] },
    access: { read: anyone, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
    hooks: revalidateOnChange(revalidate.tag, revalidate.paths),
    fields: [
      { name: 'title', type: 'text', required: true, localized: true, maxLength: 80 },
      slugField,
      { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    ],
  }
}

export { CONTENT_GROUP }
