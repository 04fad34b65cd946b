import type { Field, FieldHook } from 'payload'

import { SLUG_PATTERN, slugify } from '@/domain/content'

/** Fills an empty slug from the title (the English one when it exists) on save. */
const slugFromTitle: FieldHook = ({ value, data, originalDoc }) => {
  if (typeof value === 'string' && value.trim()) return slugify(value)
  const title = data?.title ?? originalDoc?.title
  return typeof title === 'string' ? slugify(title) : value
}

export const slugField: Field = {
  name: 'slug',
  type: 'text',
  required: true,
  index: true,
  unique: true,
  maxLength: 80,
  admin: {
    position: 'sidebar',
    description: { en: 'Filled from the title when empty', de: 'Aus dem Titel, wenn leer' },
  },
  hooks: { beforeValidate: [slugFromTitle] },
  validate: (value: unknown) =>
    value == null || value === '' || (typeof value === 'string' && SLUG_PATTERN.test(value)) || 'a-z, 0-9 and dashes',
}

export const titleField: Field = { name: 'title', type: 'text', required: true, localized: true, maxLength: 160 }

export const publishedAtField: Field = {
  name: 'publishedAt',
  type: 'date',
  index: true,
  admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
  hooks: {
    // The first publication sets it; editors may back-date it.
    beforeChange: [({ value, siblingData }) => value ?? (siblingData._status === 'published' ? new Date() : value)],
  },
}

/** Title, description and share image for search engines and social sites; empty ones fall back to the page's own. */
export const seoFields: Field = {
  name: 'meta',
  type: 'group',
  label: 'SEO',
  fields: [
    { name: 'title', type: 'text', localized: true, maxLength: 70 },
    { name: 'description', type: 'textarea', localized: true, maxLength: 160 },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}

export const contentVersions = { drafts: { schedulePublish: true }, maxPerDoc: 30 } as const
