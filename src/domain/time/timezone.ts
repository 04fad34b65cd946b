export const FALLBACK_TIMEZONE = 'Europe/London'

export function isIanaTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return true
  } catch {
    return false
  }
}

/** Offset from UTC in minutes of `timeZone` at the instant `at` (positive east of Greenwich). */
export function utcOffsetMinutes(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'))
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000)
}

/** The 30-minute booking grid only works in zones whose offset is a whole or half hour. */
export function hasWholeOrHalfHourOffset(timeZone: string, at: Date): boolean {
  return isIanaTimeZone(timeZone) && utcOffsetMinutes(timeZone, at) % 30 === 0
}

/** The zone to use for a person: theirs when it fits the grid, else the fallback. */
export function usableTimeZone(candidate: unknown, at: Date): string {
  return typeof candidate === 'string' && hasWholeOrHalfHourOffset(candidate, at) ? candidate : FALLBACK_TIMEZONE
}
