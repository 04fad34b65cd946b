import type { RelationshipField } from 'payload'

import { nobodyField } from '../../access/nobodyField'

/**
 * The field that says whose a document is (a profile's user, an availability's consultant, an earning's
 * user): set when the document is made, never changed afterwards through any door, the admin panel included.
 */
export const ownerField = (name: string, { unique = false } = {}): RelationshipField => ({
  name,
  type: 'relationship',
  relationTo: 'users',
  required: true,
  unique,
  index: true,
  access: { update: nobodyField },
})
