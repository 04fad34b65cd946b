import { hasWholeOrHalfHourOffset, utcOffsetMinutes } from './timezone'

export type TimeZoneOption = { value: string; offsetMinutes: number; label: string }

/** '+05:30', '-03:00', '+00:00'. */
export function formatUtcOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+'
  const absolute = Math.abs(offsetMinutes)
  const hours = String(Math.floor(absolute / 60)).padStart(2, '0')
  const minutes = String(absolute % 60).padStart(2, '0')
  return `${sign}${hours}:${minutes}`
}

/**
 * The zones a person may choose: those whose offset at `now` fits the 30-minute grid, sorted by offset
 * then name, labelled '(UTC+05:30) Asia/Kolkata'. Names are kept as the runtime spells them (Node 20's
 * ICU lists 'Asia/Calcutta'), so a browser's own resolved zone is found in the list.
 */
export function timezoneOptions(now: Date, zones: readonly string[] = Intl.supportedValuesOf('timeZone')) {
  const options: TimeZoneOption[] = []
  for (const zone of new Set(zones)) {
    if (!hasWholeOrHalfHourOffset(zone, now)) continue
    const offsetMinutes = utcOffsetMinutes(zone, now)
    options.push({ value: zone, offsetMinutes, label: `(UTC${formatUtcOffset(offsetMinutes)}) ${zone}` })
  }
  return options.sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.value.localeCompare(b.value, 'en'))
}
