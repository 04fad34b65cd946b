import type { Field } from 'payload'

import { isOwnerOrReviewerField } from '../../access/isOwnerOrReviewerField'
import { nobodyField } from '../../access/nobodyField'
import { REVIEW_STATES } from '@/domain/review/decision'

// Written only by the submit and review services (overrideAccess); read by the owner and the reviewers.
const systemField = { access: { read: isOwnerOrReviewerField, create: nobodyField, update: nobodyField } }

/** Where the application stands in review, and the reviewer's last request for changes. */
export const reviewFields: Field[] = [
  {
    name: 'reviewActions',
    type: 'ui',
    admin: {
      position: 'sidebar',
      components: { Field: '/src/components/admin/ReviewActions.client#ReviewActions' },
    },
  },
  {
    name: 'reviewState',
    label: { en: 'Review', de: 'Prüfung' },
    type: 'select',
    index: true,
    options: REVIEW_STATES.map((value) => ({
      value,
      label: {
        SUBMITTED: { en: 'Submitted', de: 'Eingereicht' },
        CHANGES_REQUESTED: { en: 'Changes requested', de: 'Änderungen angefordert' },
        APPROVED: { en: 'Approved', de: 'Freigegeben' },
      }[value],
    })),
    admin: { readOnly: true, position: 'sidebar' },
    ...systemField,
  },
  {
    name: 'reviewReason',
    label: { en: 'Requested changes', de: 'Angeforderte Änderungen' },
    type: 'textarea',
    maxLength: 1000,
    admin: { readOnly: true, position: 'sidebar' },
    ...systemField,
  },
  {
    name: 'reviewStep',
    label: { en: 'Step to change', de: 'Zu ändernder Schritt' },
    type: 'number',
    min: 1,
    max: 4,
    admin: { readOnly: true, position: 'sidebar' },
    ...systemField,
  },
  { name: 'submittedAt', type: 'date', admin: { readOnly: true, position: 'sidebar' }, ...systemField },
  { name: 'reviewedAt', type: 'date', admin: { readOnly: true, position: 'sidebar' }, ...systemField },
  {
    name: 'reviewedBy',
    type: 'relationship',
    relationTo: 'users',
    admin: { readOnly: true, position: 'sidebar' },
    ...systemField,
  },
]
