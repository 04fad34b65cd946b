import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { nobody } from '../../access/nobody'

/**
 * Every session email we sent, once by its key (e.g. reminder-24h:42:consultant): a job that runs twice,
 * or on two workers at once, finds the row and sends nothing.
 */
export const SentNotices: CollectionConfig = {
  slug: 'sent-notices',
  labels: {
    singular: { en: 'Sent notice', de: 'Gesendete Benachrichtigung' },
    plural: { en: 'Sent notices', de: 'Gesendete Benachrichtigungen' },
  },
  admin: { defaultColumns: ['key', 'consultation', 'createdAt'] },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'consultation', type: 'relationship', relationTo: 'consultations', index: true },
  ],
}
