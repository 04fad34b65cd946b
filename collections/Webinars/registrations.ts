import type { CollectionConfig } from 'payload'

import { isEditorOrAdmin } from '../../access/isEditorOrAdmin'
import { isOwnerOrEditorReader } from '../../access/isOwnerOrEditorReader'
import { nobody } from '../../access/nobody'
import { CONTENT_GROUP } from '../Content/categories'
import { ownerField } from '../shared/ownerField'

/**
 * One person's seat at one webinar. Only POST /api/webinars/{id}/registrations makes one (it checks the
 * consents, the start and the seats); editors may remove one in the admin panel.
 */
export const WebinarRegistrations: CollectionConfig = {
  slug: 'webinar-registrations',
  labels: {
    singular: { en: 'Webinar registration', de: 'Webinar-Anmeldung' },
    plural: { en: 'Webinar registrations', de: 'Webinar-Anmeldungen' },
  },
  admin: { group: CONTENT_GROUP, defaultColumns: ['webinar', 'user', 'createdAt'] },
  access: { read: isOwnerOrEditorReader, create: nobody, update: nobody, delete: isEditorOrAdmin },
  // One seat per person and webinar, also when the same person's requests race.
  indexes: [{ fields: ['webinar', 'user'], unique: true }],
  fields: [
    { name: 'webinar', type: 'relationship', relationTo: 'webinars', required: true, index: true },
    ownerField('user'),
  ],
}
