import type { CollectionConfig } from 'payload'

import { isEditorOrAdmin } from '../../access/isEditorOrAdmin'
import { publishedOrEditor } from '../../access/publishedOrEditor'
import { revalidateOnPublish } from '../../hooks/revalidateContent'
import { CONTENT_GROUP, categoryCollection } from '../Content/categories'
import { contentVersions, publishedAtField, seoFields, slugField, titleField } from '../Content/fields'
import { livePreviewFor, previewFor } from '../Content/preview'
import { computeReadingTime } from './hooks/computeReadingTime'
import { CONTENT_TAGS } from '@/server/content/revalidate'

const pathOf = (doc: Record<string, unknown>) => (typeof doc.slug === 'string' ? `/blogs/${doc.slug}` : null)
const revalidate = revalidateOnPublish(CONTENT_TAGS.posts, (doc) => ['/blogs', ...[pathOf(doc) ?? []].flat()])

export const PostCategories = categoryCollection(
  'post-categories',
  {
    singular: { en: 'Blog category', de: 'Blog-Kategorie' },
    plural: { en: 'Blog categories', de: 'Blog-Kategorien' },
  },
  { tag: CONTENT_TAGS.posts, paths: ['/blogs'] },
)

/** Blog posts at /blogs/{slug}, written in English and German; drafts until published. */
export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: { en: 'Blog post', de: 'Blogbeitrag' }, plural: { en: 'Blog posts', de: 'Blogbeiträge' } },
  admin: {
    useAsTitle: 'title',
    group: CONTENT_GROUP,
    defaultColumns: ['title', 'slug', '_status', 'publishedAt'],
    preview: previewFor(pathOf),
    livePreview: livePreviewFor(pathOf),
  },
  access: { read: publishedOrEditor, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  versions: contentVersions,
  defaultSort: '-publishedAt',
  hooks: { beforeChange: [computeReadingTime], ...revalidate },
  fields: [
    titleField,
    slugField,
    { name: 'excerpt', type: 'textarea', localized: true, maxLength: 300 },
    { name: 'coverImage', type: 'upload', relationTo: 'media' },
    { name: 'content', type: 'richText', localized: true },
    {
      name: 'author',
      type: 'relationship',
      relationTo: 'users',
      defaultValue: ({ user }) => user?.id,
      admin: { position: 'sidebar' },
    },
    // Shown on the public page: user records are not public, so the byline is kept on the post.
    {
      name: 'authorName',
      type: 'text',
      maxLength: 80,
      defaultValue: ({ user }) => [user?.firstName, user?.lastName].filter(Boolean).join(' ') || undefined,
      admin: { position: 'sidebar' },
    },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'post-categories',
      hasMany: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'readingTime',
      type: 'number',
      localized: true,
      min: 1,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: { en: 'Minutes, from the text', de: 'Minuten, aus dem Text' },
      },
    },
    {
      name: 'relatedPosts',
      type: 'relationship',
      relationTo: 'posts',
      hasMany: true,
      maxRows: 3,
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
    },
    publishedAtField,
    seoFields,
  ],
}
