import type { GlobalConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { DEFAULT_CANCELLATION_POLICY } from '@/domain/booking/cancellationPolicy'

/** A Payload global (one document, kept with the collections): booking rules admins set; the server reads them with the Local API (access is not checked there). */
export const BookingSettings: GlobalConfig = {
  slug: 'booking-settings',
  label: { en: 'Booking settings', de: 'Buchungseinstellungen' },
  access: { read: isAdmin, update: isAdmin },
  fields: [
    {
      name: 'fullRefundHoursBefore',
      type: 'number',
      required: true,
      min: 0,
      max: 720,
      defaultValue: DEFAULT_CANCELLATION_POLICY.fullRefundHoursBefore,
      label: { en: 'Full refund up to (hours before the start)', de: 'Volle Erstattung bis (Stunden vor Beginn)' },
    },
    {
      name: 'lateRefundPercent',
      type: 'number',
      required: true,
      min: 0,
      max: 100,
      defaultValue: DEFAULT_CANCELLATION_POLICY.lateRefundPercent,
      label: { en: 'Refund for later cancellations (%)', de: 'Erstattung bei späterer Stornierung (%)' },
    },
  ],
}
