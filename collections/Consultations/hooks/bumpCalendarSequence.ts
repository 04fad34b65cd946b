import type { CollectionBeforeChangeHook } from 'payload'

import { calendarSequenceAfter } from '@/domain/booking/calendarSequence'

/** Counts the calendar entry's SEQUENCE up when the session moves or is called off, whoever changes it. */
export const bumpCalendarSequence: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc) return data
  const after = { status: data.status ?? originalDoc.status, startsAt: data.startsAt ?? originalDoc.startsAt }
  data.calendarSequence = calendarSequenceAfter(originalDoc, after, originalDoc.calendarSequence ?? 0)
  return data
}
