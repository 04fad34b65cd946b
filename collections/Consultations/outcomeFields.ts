import type { Field } from 'payload'

import { nobodyField } from '../../access/nobodyField'
import { ISSUE_RESOLUTIONS, ISSUE_TYPES, REVIEW_LIMITS } from '@/domain/sessions'

// Written by the session services only (overrideAccess); admins act through the panel's actions.
const system = { access: { create: nobodyField, update: nobodyField } }
const dayAndTime = { date: { pickerAppearance: 'dayAndTime' } } as const
const readOnly = { readOnly: true, ...dayAndTime }

/** When the session reached each stage, and what the consultee reported once it was over. */
export const outcomeFields: Field[] = [
  // The request reaches the consultant when the payment is authorised (or a free booking is placed).
  { name: 'requestedAt', type: 'date', index: true, admin: readOnly, ...system },
  { name: 'confirmedAt', type: 'date', admin: readOnly, ...system },
  { name: 'completedAt', type: 'date', admin: readOnly, ...system },
  // FEEDBACK_GIVEN of spec §4: the consultee reviewed the consultant; not a status of its own.
  { name: 'feedbackGivenAt', type: 'date', admin: readOnly, ...system },
  { name: 'consulteeReviewedAt', type: 'date', admin: readOnly, ...system },
  {
    name: 'issue',
    type: 'group',
    label: { en: 'Reported issue', de: 'Gemeldetes Problem' },
    admin: { condition: (data) => Boolean(data?.issue?.type) },
    fields: [
      { name: 'type', type: 'select', options: [...ISSUE_TYPES], index: true, ...system },
      { name: 'description', type: 'textarea', maxLength: REVIEW_LIMITS.issueDescription, ...system },
      { name: 'reportedAt', type: 'date', admin: readOnly, ...system },
      { name: 'resolution', type: 'select', options: [...ISSUE_RESOLUTIONS], ...system },
      { name: 'resolvedAt', type: 'date', admin: readOnly, ...system },
      { name: 'resolvedBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true }, ...system },
    ],
  },
]
