import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { nobody } from '../../access/nobody'

/** Mail that would have been sent, kept for the /dev/mailbox page when no SMTP server is configured. */
export const DevMails: CollectionConfig = {
  slug: 'dev-mails',
  labels: {
    singular: { en: 'Dev mail', de: 'Entwickler-Mail' },
    plural: { en: 'Dev mailbox', de: 'Entwickler-Postfach' },
  },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['to', 'subject', 'createdAt'],
    hidden: process.env.NODE_ENV === 'production',
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'html', type: 'textarea' },
  ],
}
