import type { CollectionConfig } from 'payload'

import { isParticipantOrAdmin } from '../../access/isParticipantOrAdmin'
import { nobody } from '../../access/nobody'
import { MARKETPLACE_ROLES } from '@/domain/users'

const dayAndTime = { date: { pickerAppearance: 'dayAndTime' } } as const

/**
 * An inquiry between one consultee (`user`) and one consultant, one per pair. Written only by the
 * inquiries service; each side keeps its own archive flag, last-read marker, unread count and the time
 * it was last emailed (for the 15-minute email throttle).
 */
export const Conversations: CollectionConfig = {
  slug: 'conversations',
  labels: {
    singular: { en: 'Conversation', de: 'Unterhaltung' },
    plural: { en: 'Conversations', de: 'Unterhaltungen' },
  },
  admin: { defaultColumns: ['id', 'user', 'consultant', 'lastMessageAt', 'lastMessagePreview'] },
  access: { read: isParticipantOrAdmin, create: nobody, update: nobody, delete: nobody },
  indexes: [
    { fields: ['user', 'consultant'], unique: true },
    { fields: ['user', 'userArchived', 'lastMessageAt'] },
    { fields: ['consultant', 'consultantArchived', 'lastMessageAt'] },
  ],
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'consultant', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'lastMessageAt', type: 'date', required: true, admin: dayAndTime },
    { name: 'lastMessagePreview', type: 'text', required: true, maxLength: 200 },
    { name: 'lastMessageRole', type: 'select', required: true, options: [...MARKETPLACE_ROLES] },
    { name: 'userArchived', type: 'checkbox', required: true, defaultValue: false },
    { name: 'consultantArchived', type: 'checkbox', required: true, defaultValue: false },
    { name: 'userUnread', type: 'number', required: true, defaultValue: 0, min: 0 },
    { name: 'consultantUnread', type: 'number', required: true, defaultValue: 0, min: 0 },
    { name: 'userLastReadAt', type: 'date', admin: dayAndTime },
    { name: 'consultantLastReadAt', type: 'date', admin: dayAndTime },
    { name: 'userEmailedAt', type: 'date', admin: dayAndTime },
    { name: 'consultantEmailedAt', type: 'date', admin: dayAndTime },
  ],
}
