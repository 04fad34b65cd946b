'use client'

import { useMemo } from 'react'

import { differsFromWeekly, slotState, weekDates, type GridDay } from './weekModel'
import { GRID_TIMES, localDateOf, type Availability, type Interval } from '@/domain/scheduling'

/** The seven columns of the week from `monday`, each with the state of its 48 half hours. */
export function useWeekDays(
  availability: Availability,
  monday: string,
  booked: readonly Interval[],
  now: Date,
  label: (date: string) => string,
): GridDay[] {
  const today = localDateOf(now, availability.timezone)
  return useMemo(
    () =>
      weekDates(monday).map((date) => ({
        date,
        label: label(date),
        changed: differsFromWeekly(availability, date),
        past: date < today,
        states: GRID_TIMES.map((time) => slotState(availability, date, time, booked, now)),
      })),
    // `label` is rebuilt every render but only changes with the locale, which reloads the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [availability, monday, booked, now, today],
  )
}
