import {
  NO_RULES,
  emptyAvailability,
  schedulingRulesSchema,
  storedTimeOffSchema,
  isGridTime,
  isLocalDate,
  WEEKDAYS,
  type Availability,
  type Weekday,
} from '@/domain/scheduling'

type StoredRow = { timezone: string; weekly: unknown; overrides: unknown; timeOff?: unknown; rules?: unknown }

function gridTimes(value: unknown): string[] {
  return Array.isArray(value) ? [...new Set(value.filter(isGridTime))].sort() : []
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

// An unset column reads as null: the rule's default (no buffer, no notice, no limit) applies.
function withoutNulls(value: unknown): Record<string, unknown> {
  return Object.fromEntries(Object.entries(asRecord(value)).filter(([, item]) => item != null))
}

/**
 * The Availability a stored row describes. The json columns can be edited in the admin panel, so
 * anything that is not a grid time or a real date is dropped instead of trusted.
 */
export function toAvailability(row: StoredRow | undefined, fallbackZone: string): Availability {
  if (!row) return emptyAvailability(fallbackZone)
  const weekly = asRecord(row.weekly)
  const overrides = Object.entries(asRecord(row.overrides)).filter(([date]) => isLocalDate(date))
  return {
    timezone: row.timezone || fallbackZone,
    weekly: Object.fromEntries(WEEKDAYS.map((day) => [day, gridTimes(weekly[day])])) as Record<Weekday, string[]>,
    overrides: Object.fromEntries(overrides.map(([date, times]) => [date, gridTimes(times)])),
    // Stored values passed the same schemas; a row from before they existed has none.
    timeOff: storedTimeOffSchema.safeParse(row.timeOff ?? []).data ?? [],
    rules: schedulingRulesSchema.safeParse({ ...NO_RULES, ...withoutNulls(row.rules) }).data ?? NO_RULES,
  }
}
