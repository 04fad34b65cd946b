import type { CollectionConfig, FieldAccess } from 'payload'

import { anyone } from '../../access/anyone'
import { hasRole } from '../../access/hasRole'
import { isAdmin } from '../../access/isAdmin'
import { isConsultantOwnerOrAdmin } from '../../access/isConsultantOwnerOrAdmin'
import { nobody } from '../../access/nobody'
import { refreshRatingAfterDelete } from './hooks/refreshRatingAfterDelete'
import { ENGLISH_LEVELS, REVIEW_LIMITS } from '@/domain/sessions'

const idOf = (relation: unknown) =>
  typeof relation === 'object' && relation !== null ? (relation as { id: unknown }).id : relation

/** The private note is for the reviewed consultant and admins, never the public. */
const consultantOrAdminField: FieldAccess = ({ req, doc }) =>
  hasRole(req.user, 'ADMIN') || (!!req.user && idOf((doc as { consultant?: unknown })?.consultant) === req.user.id)

const participants = [
  { name: 'consultation', type: 'relationship', relationTo: 'consultations', required: true, unique: true },
  { name: 'consultant', type: 'relationship', relationTo: 'users', required: true, index: true },
  { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
] as const

/** A consultee's review of a consultant after a completed session; public, shown on the profile. */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  labels: { singular: { en: 'Review', de: 'Bewertung' }, plural: { en: 'Reviews', de: 'Bewertungen' } },
  admin: { useAsTitle: 'headline', defaultColumns: ['headline', 'rating', 'consultant', 'user', 'createdAt'] },
  // Written by the review service only; admins may remove one (the rating is then recomputed).
  access: { read: anyone, create: nobody, update: nobody, delete: isAdmin },
  hooks: { afterDelete: [refreshRatingAfterDelete] },
  fields: [
    ...participants,
    { name: 'rating', type: 'number', required: true, min: 1, max: 5, index: true },
    { name: 'headline', type: 'text', required: true, maxLength: REVIEW_LIMITS.headline },
    { name: 'body', type: 'textarea', maxLength: REVIEW_LIMITS.review },
    {
      name: 'privateNote',
      type: 'textarea',
      maxLength: REVIEW_LIMITS.privateNote,
      access: { read: consultantOrAdminField },
    },
  ],
}

/** A consultant's assessment of a consultee for employers; read by its author and admins only. */
export const ConsulteeReviews: CollectionConfig = {
  slug: 'consultee-reviews',
  labels: {
    singular: { en: 'Consultee assessment', de: 'Einschätzung der Ratsuchenden' },
    plural: { en: 'Consultee assessments', de: 'Einschätzungen der Ratsuchenden' },
  },
  admin: { defaultColumns: ['consultation', 'consultant', 'user', 'recommendToEmployer', 'englishSkills'] },
  access: { read: isConsultantOwnerOrAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    ...participants,
    { name: 'recommendToEmployer', type: 'checkbox', required: true, defaultValue: false },
    { name: 'englishSkills', type: 'select', required: true, options: [...ENGLISH_LEVELS] },
    { name: 'positiveCapability', type: 'textarea', maxLength: REVIEW_LIMITS.capability },
    { name: 'negativePoints', type: 'textarea', maxLength: REVIEW_LIMITS.capability },
  ],
}
