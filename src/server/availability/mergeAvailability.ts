import {
  localDateOf,
  pruneOverridesBefore,
  weekdayOf,
  type Availability,
  type AvailabilityInput,
} from '@/domain/scheduling'

function sameTimes(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((time, index) => time === b[index])
}

/**
 * What the consultant's availability becomes: `days` replace the overrides of those dates (an empty
 * list is a day off); a new `weekly` replaces the template and drops the overrides that now say the same
 * as it, as the editor's "repeat every week" does; dates before today in the consultant's zone go.
 */
export function mergeAvailability(current: Availability, input: AvailabilityInput, now: Date): Availability {
  const weekly = input.weekly ?? current.weekly
  let overrides: Record<string, string[]> = { ...current.overrides, ...input.days }
  if (input.weekly) {
    overrides = Object.fromEntries(
      Object.entries(overrides).filter(([date, times]) => !sameTimes(times, weekly[weekdayOf(date)] ?? [])),
    )
  }
  const merged: Availability = { ...current, timezone: input.timezone, weekly, overrides }
  return pruneOverridesBefore(merged, localDateOf(now, input.timezone))
}
