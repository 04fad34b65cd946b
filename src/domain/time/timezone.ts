export const FALLBACK_TIMEZONE = 'Europe/London'

// Building a DateTimeFormat to test a name costs more than a slot list's other work per request, and the
// answer never changes within a process: it is kept per spelling (bounded, as the names come from requests).
const knownZoneNames = new Map<string, boolean>()
const MAX_KNOWN_ZONE_NAMES = 1000

export function isIanaTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return false
  let known = knownZoneNames.get(value)
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: value })
      known = true
    } catch {
      known = false
    }
    if (knownZoneNames.size >= MAX_KNOWN_ZONE_NAMES) knownZoneNames.clear()
    knownZoneNames.set(value, known)
  }
  return known
}

// Building a DateTimeFormat costs about ten times more than using one, and slot lists ask for thousands of
// offsets per request; formatters hold no mutable state, so one per zone is kept. Zone names are matched
// case-insensitively by Intl, so the cache is bounded against endless spellings from requests.
const wallClockFormatters = new Map<string, Intl.DateTimeFormat>()
const MAX_CACHED_FORMATTERS = 1000

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = wallClockFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    if (wallClockFormatters.size >= MAX_CACHED_FORMATTERS) wallClockFormatters.clear()
    wallClockFormatters.set(timeZone, formatter)
  }
  return formatter
}

// Slot lists ask for the offsets of the same few thousand grid instants over and over (every consultant in
// a zone, every day's request): each answer is kept per zone and second, which is all it depends on.
const knownOffsets = new Map<string, number>()
const MAX_KNOWN_OFFSETS = 100_000

/** Offset from UTC in minutes of `timeZone` at the instant `at` (positive east of Greenwich). */
export function utcOffsetMinutes(timeZone: string, at: Date): number {
  const second = Math.floor(at.getTime() / 1000)
  const key = `${timeZone}|${second}`
  const known = knownOffsets.get(key)
  if (known !== undefined) return known
  const parts = wallClockFormatter(timeZone).formatToParts(at)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'))
  const offset = Math.round((asUtc - second * 1000) / 60_000)
  if (knownOffsets.size >= MAX_KNOWN_OFFSETS) knownOffsets.clear()
  knownOffsets.set(key, offset)
  return offset
}

/** The 30-minute booking grid only works in zones whose offset is a whole or half hour. */
export function hasWholeOrHalfHourOffset(timeZone: string, at: Date): boolean {
  return isIanaTimeZone(timeZone) && utcOffsetMinutes(timeZone, at) % 30 === 0
}

/** The zone to use for a person: theirs when it fits the grid, else the fallback. */
export function usableTimeZone(candidate: unknown, at: Date): string {
  return typeof candidate === 'string' && hasWholeOrHalfHourOffset(candidate, at) ? candidate : FALLBACK_TIMEZONE
}
