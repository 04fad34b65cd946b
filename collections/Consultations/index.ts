import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { isParticipantOrAdmin } from '../../access/isParticipantOrAdmin'
import { nobody } from '../../access/nobody'
import { nobodyField } from '../../access/nobodyField'
import { billedToFields } from './billedToFields'
import { afterStatusChange } from './hooks/afterStatusChange'
import { bumpCalendarSequence } from './hooks/bumpCalendarSequence'
import { enforceStatusTransitions } from './hooks/enforceStatusTransitions'
import { creditRefunds } from './hooks/creditRefunds'
import { issueInvoiceOnCapture } from './hooks/issueInvoiceOnCapture'
import { fillServicesFromTitles } from './hooks/fillServicesFromTitles'
import { stampStageTimes } from './hooks/stampStageTimes'
import { outcomeFields } from './outcomeFields'
import { paymentFields } from './paymentFields'
import { priceFields } from './priceFields'
import { blockedSpanFields, rescheduleFields } from './rescheduleFields'
import { consultationEndpoints } from '@/endpoints/consultations'
import { SESSION_TYPES } from '@/domain/scheduling'
import { CONSULTATION_STATUSES } from '@/domain/status'

// Only the status is open to admins (along its transition table); the rest is the booking as it was made.
const fixed = { update: nobodyField }

const dayAndTime = { date: { pickerAppearance: 'dayAndTime' } } as const

/**
 * A booked session between a consultee (`user`) and a consultant. The database refuses two held,
 * pending or confirmed sessions of one consultant whose blocked spans (buffers included) overlap
 * (exclusion constraint, see migrations).
 */
export const Consultations: CollectionConfig = {
  slug: 'consultations',
  labels: {
    singular: { en: 'Consultation', de: 'Beratung' },
    plural: { en: 'Consultations', de: 'Beratungen' },
  },
  admin: {
    defaultColumns: ['id', 'consultant', 'user', 'startsAt', 'sessionType', 'status', 'payment.status'],
    listSearchableFields: ['id', 'payment.paymentIntentId'],
  },
  // Created by the booking service only; admins may move a status along its transition table.
  access: { read: isParticipantOrAdmin, create: nobody, update: isAdmin, delete: nobody },
  hooks: {
    beforeValidate: [fillServicesFromTitles],
    beforeChange: [enforceStatusTransitions, stampStageTimes, bumpCalendarSequence],
    afterChange: [afterStatusChange, issueInvoiceOnCapture, creditRefunds],
  },
  endpoints: consultationEndpoints,
  fields: [
    {
      name: 'adminActions',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/src/components/admin/ConsultationActions.client#ConsultationActions' },
      },
    },
    { name: 'consultant', type: 'relationship', relationTo: 'users', required: true, index: true, access: fixed },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true, access: fixed },
    { name: 'status', type: 'select', required: true, options: [...CONSULTATION_STATUSES], index: true },
    { name: 'sessionType', type: 'select', required: true, options: [...SESSION_TYPES], access: fixed },
    { name: 'startsAt', type: 'date', required: true, index: true, admin: dayAndTime, access: fixed },
    { name: 'endsAt', type: 'date', required: true, admin: dayAndTime, access: fixed },
    ...blockedSpanFields,
    { name: 'consulteeTimezone', type: 'text', required: true, access: fixed },
    {
      name: 'services',
      type: 'array',
      maxRows: 10,
      access: fixed,
      fields: [
        { name: 'serviceId', type: 'text' },
        { name: 'title', type: 'text', required: true, maxLength: 200 },
      ],
    },
    priceFields,
    billedToFields,
    { name: 'promoCode', type: 'relationship', relationTo: 'promo-codes', access: fixed },
    paymentFields,
    {
      // A slot held for a card payment is released when the payment is not authorised by then.
      name: 'holdExpiresAt',
      type: 'date',
      index: true,
      access: fixed,
      admin: dayAndTime,
    },
    {
      // RFC 5545 SEQUENCE of the session's calendar entry: counted up by each move and by calling it off.
      name: 'calendarSequence',
      type: 'number',
      defaultValue: 0,
      min: 0,
      access: { create: nobodyField, update: nobodyField },
      admin: { readOnly: true, position: 'sidebar' },
    },
    ...rescheduleFields,
    ...outcomeFields,
  ],
}
