import type { Payload } from 'payload'

import { GRID_TIMES, WEEKDAYS, type Weekday } from '@/domain/scheduling'

/** Start times from `from` up to, not including, `to`: hours('09:00', '12:00') is 09:00 … 11:30. */
function hours(from: string, to: string): string[] {
  return GRID_TIMES.filter((time) => time >= from && time < to)
}

const OFFICE = [...hours('09:00', '12:00'), ...hours('14:00', '17:00')]
const EVENINGS = hours('17:30', '20:30')
const MORNINGS = hours('07:30', '11:00')

// Three ways people fit sessions around a job: office hours, after work with a Saturday, early mornings.
const PATTERNS: Record<Weekday, string[]>[] = [
  { MON: OFFICE, TUE: OFFICE, WED: OFFICE, THU: OFFICE, FRI: OFFICE, SAT: [], SUN: [] },
  { MON: EVENINGS, TUE: EVENINGS, WED: [], THU: EVENINGS, FRI: [], SAT: hours('10:00', '13:00'), SUN: [] },
  { MON: MORNINGS, TUE: MORNINGS, WED: MORNINGS, THU: MORNINGS, FRI: hours('09:00', '12:00'), SAT: [], SUN: [] },
]

/** The weekly hours of the demo consultant at `index`, in their own zone. */
export function demoWeeklyHours(index: number): Record<Weekday, string[]> {
  const pattern = PATTERNS[index % PATTERNS.length] ?? PATTERNS[0]!
  return Object.fromEntries(WEEKDAYS.map((day) => [day, [...pattern[day]]])) as Record<Weekday, string[]>
}

/** Gives a demo consultant weekly hours unless they already have an availability (their edits stay). */
export async function ensureDemoAvailability(
  payload: Payload,
  consultantId: number,
  timezone: string,
  index: number,
): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'availabilities',
    where: { consultant: { equals: consultantId } },
  })
  if (totalDocs > 0) return false
  await payload.create({
    collection: 'availabilities',
    data: { consultant: consultantId, timezone, weekly: demoWeeklyHours(index), overrides: {} },
    depth: 0,
  })
  return true
}
