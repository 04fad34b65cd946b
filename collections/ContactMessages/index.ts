import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { nobody } from '../../access/nobody'
import { CONTACT_LIMITS, CONTACT_TOPICS } from '@/domain/content'
import { LOCALES } from '@/domain/locale'

/** Messages sent through /contact-us; only POST /api/contact creates them, only admins read them. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: {
    singular: { en: 'Contact message', de: 'Kontaktanfrage' },
    plural: { en: 'Contact messages', de: 'Kontaktanfragen' },
  },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'topic', 'createdAt'] },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: CONTACT_LIMITS.name },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'topic', type: 'select', required: true, options: [...CONTACT_TOPICS] },
    { name: 'message', type: 'textarea', required: true, maxLength: CONTACT_LIMITS.message },
    { name: 'consent', type: 'checkbox', required: true },
    { name: 'locale', type: 'select', options: [...LOCALES] },
    // A keyed hash, not the address: enough to count messages per sender for the rate limit.
    { name: 'senderHash', type: 'text', index: true, admin: { readOnly: true } },
  ],
}
