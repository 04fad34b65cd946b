import type { CollectionConfig } from 'payload'

import { isParticipantOrAdmin } from '../../access/isParticipantOrAdmin'
import { nobody } from '../../access/nobody'
import { MARKETPLACE_ROLES } from '@/domain/users'
import { MESSAGE_MAX_LENGTH } from '@/domain/inquiries/limits'

/**
 * One plain-text message of a conversation. The two participants are copied from the conversation so
 * that read access is the same simple rule as for consultations.
 */
export const InquiryMessages: CollectionConfig = {
  slug: 'inquiry-messages',
  labels: {
    singular: { en: 'Inquiry message', de: 'Anfragenachricht' },
    plural: { en: 'Inquiry messages', de: 'Anfragenachrichten' },
  },
  admin: { defaultColumns: ['id', 'conversation', 'role', 'createdAt'] },
  access: { read: isParticipantOrAdmin, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['conversation', 'createdAt'] }, { fields: ['sender', 'createdAt'] }],
  fields: [
    { name: 'conversation', type: 'relationship', relationTo: 'conversations', required: true },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true },
    { name: 'consultant', type: 'relationship', relationTo: 'users', required: true },
    { name: 'sender', type: 'relationship', relationTo: 'users', required: true },
    { name: 'role', type: 'select', required: true, options: [...MARKETPLACE_ROLES] },
    { name: 'body', type: 'textarea', required: true, maxLength: MESSAGE_MAX_LENGTH },
  ],
}
