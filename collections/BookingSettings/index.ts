import type { GlobalConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { DEFAULT_CANCELLATION_POLICY } from '@/domain/booking/cancellationPolicy'
import { DEFAULT_RESCHEDULE_SETTINGS } from '@/domain/reschedule'

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
    {
      name: 'rescheduleWindowHours',
      type: 'number',
      required: true,
      min: 0,
      max: 720,
      defaultValue: DEFAULT_RESCHEDULE_SETTINGS.windowHours,
      label: {
        en: 'Rescheduling possible up to (hours before the start)',
        de: 'Verschieben möglich bis (Stunden vor Beginn)',
      },
    },
    {
      name: 'maxReschedules',
      type: 'number',
      required: true,
      min: 0,
      max: 10,
      defaultValue: DEFAULT_RESCHEDULE_SETTINGS.maxMoves,
      label: { en: 'Moves per session at most', de: 'Höchstens Verschiebungen pro Termin' },
    },
  ],
}
