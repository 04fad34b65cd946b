import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { isConsultantOwnerOrAdmin } from '../../access/isConsultantOwnerOrAdmin'
import { nobody } from '../../access/nobody'
import { ownerField } from '../shared/ownerField'
import { schedulingFields } from './schedulingFields'

/**
 * When a consultant can be booked: a weekly template of 'HH:mm' start times plus per-date overrides,
 * both in the consultant's own time zone. Written through POST /api/availability/add; the public only
 * ever sees the free start times that the availability endpoint derives from it.
 */
export const Availabilities: CollectionConfig = {
  slug: 'availabilities',
  labels: {
    singular: { en: 'Availability', de: 'Verfügbarkeit' },
    plural: { en: 'Availabilities', de: 'Verfügbarkeiten' },
  },
  admin: { defaultColumns: ['consultant', 'timezone', 'updatedAt'] },
  access: { read: isConsultantOwnerOrAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  fields: [
    ownerField('consultant', { unique: true }),
    { name: 'timezone', type: 'text', required: true },
    { name: 'weekly', type: 'json', required: true },
    { name: 'overrides', type: 'json', required: true },
    ...schedulingFields,
  ],
}
