import type { Field } from 'payload'

import { nobodyField } from '../../access/nobodyField'
import { RESCHEDULE_OUTCOMES, RESCHEDULE_SIDES } from '@/domain/reschedule'

// Written by the reschedule service only (overrideAccess), read by both participants and admins.
const system = { access: { create: nobodyField, update: nobodyField } }
const dayAndTime = { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } as const

/**
 * The span the session keeps the consultant busy, its buffers included; the database's no-overlap
 * constraint is on this span. A trigger keeps it with the session's times, whoever writes them (see the
 * scheduling_rules_and_rescheduling migration).
 */
export const blockedSpanFields: Field[] = [
  { name: 'blockedFrom', type: 'date', admin: { ...dayAndTime, position: 'sidebar' }, ...system },
  { name: 'blockedUntil', type: 'date', admin: { ...dayAndTime, position: 'sidebar' }, ...system },
]

const side = { type: 'select' as const, options: [...RESCHEDULE_SIDES] }

/** A new time one side proposed and the other has not answered yet, and every proposal answered before. */
export const rescheduleFields: Field[] = [
  {
    name: 'rescheduleProposal',
    type: 'group',
    label: { en: 'Proposed new time', de: 'Vorgeschlagene neue Zeit' },
    ...system,
    fields: [
      { name: 'startsAt', type: 'date', admin: dayAndTime },
      { name: 'endsAt', type: 'date', admin: dayAndTime },
      { name: 'proposedBy', ...side },
      { name: 'proposedAt', type: 'date', admin: dayAndTime },
    ],
  },
  {
    name: 'rescheduleHistory',
    type: 'array',
    label: { en: 'Reschedule history', de: 'Verlauf der Verschiebungen' },
    ...system,
    admin: { readOnly: true },
    fields: [
      { name: 'fromStartsAt', type: 'date', required: true, admin: dayAndTime },
      { name: 'toStartsAt', type: 'date', required: true, admin: dayAndTime },
      { name: 'proposedBy', ...side, required: true },
      { name: 'proposedAt', type: 'date', required: true, admin: dayAndTime },
      { name: 'decidedAt', type: 'date', required: true, admin: dayAndTime },
      { name: 'outcome', type: 'select', options: [...RESCHEDULE_OUTCOMES], required: true },
    ],
  },
]
