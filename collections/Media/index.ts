import type { CollectionConfig } from 'payload'

import { anyone } from '../../access/anyone'
import { isEditorOrAdmin } from '../../access/isEditorOrAdmin'
import { missingFileNotFound } from '@/server/uploads/missingFileNotFound'

/** Images editors place in posts and pages (covers, share images); public like the pages that show them. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { en: 'Image', de: 'Bild' }, plural: { en: 'Images', de: 'Bilder' } },
  admin: { useAsTitle: 'alt', group: { en: 'Content', de: 'Inhalte' } },
  access: { read: anyone, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  upload: {
    staticDir: 'media',
    handlers: [missingFileNotFound],
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
    imageSizes: [
      { name: 'card', width: 640, height: 360, position: 'centre', formatOptions: { format: 'webp' } },
      { name: 'cover', width: 1280, height: 640, position: 'centre', formatOptions: { format: 'webp' } },
    ],
    adminThumbnail: 'card',
  },
  fields: [{ name: 'alt', type: 'text', required: true, localized: true, maxLength: 200 }],
}
