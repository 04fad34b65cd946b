import type { CollectionConfig } from 'payload'

import { isFileOwnerOrAdmin } from '../../access/isFileOwnerOrAdmin'
import { isFileOwnerOrStaffReader } from '../../access/isFileOwnerOrStaffReader'
import { nobody } from '../../access/nobody'
import { forgetProfileVideo } from './hooks/forgetProfileVideo'
import { removeStoredFile } from './hooks/removeStoredFile'
import { FILE_NAME_MAX_LENGTH, UPLOAD_CONTEXTS } from '@/domain/schemas'

export const UPLOAD_STATUSES = ['pending', 'stored'] as const

/**
 * One uploaded file: announced by POST /api/uploads/presign (pending), filled by PUT /api/uploads/{key}
 * (stored). Only those endpoints create and change records. The slug is not `uploads` because Payload
 * routes /api/<collection slug>/… to the collection's own endpoints, which would hide /api/uploads/…;
 * the table and the generated type are still called uploads and Upload.
 */
export const Uploads: CollectionConfig = {
  slug: 'upload-files',
  dbName: 'uploads',
  typescript: { interface: 'Upload' },
  labels: {
    singular: { en: 'Upload', de: 'Upload' },
    plural: { en: 'Uploads', de: 'Uploads' },
  },
  admin: { useAsTitle: 'fileName', defaultColumns: ['fileName', 'context', 'owner', 'status', 'size', 'createdAt'] },
  access: { read: isFileOwnerOrStaffReader, create: nobody, update: nobody, delete: isFileOwnerOrAdmin },
  hooks: { afterDelete: [removeStoredFile, forgetProfileVideo] },
  fields: [
    // Random, never derived from the file name: it is also the file's name in storage.
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'owner', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'context', type: 'select', required: true, options: [...UPLOAD_CONTEXTS], index: true },
    { name: 'fileName', type: 'text', required: true, maxLength: FILE_NAME_MAX_LENGTH },
    { name: 'contentType', type: 'text' },
    { name: 'size', type: 'number', min: 0 },
    {
      name: 'status',
      type: 'select',
      required: true,
      options: [...UPLOAD_STATUSES],
      defaultValue: 'pending',
      index: true,
    },
  ],
}
