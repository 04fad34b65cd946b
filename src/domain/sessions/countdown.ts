import type { Locale } from '../locale'

const MINUTE_MS = 60_000

export type Countdown = { kind: 'started' } | { kind: 'ahead'; days: number; hours: number; minutes: number }

/** The time left until `startsAt`, in whole minutes rounded up so that '0 min' never shows before the start. */
export function countdownTo(startsAt: Date, now: Date): Countdown {
  const left = startsAt.getTime() - now.getTime()
  if (left <= 0) return { kind: 'started' }
  const totalMinutes = Math.ceil(left / MINUTE_MS)
  return {
    kind: 'ahead',
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
  }
}

const UNITS: Record<Locale, { days: string; hours: string; minutes: string }> = {
  en: { days: 'd', hours: 'h', minutes: 'min' },
  de: { days: 'T', hours: 'Std.', minutes: 'Min.' },
}

/** '2 d 3 h', '3 h 5 min' or '5 min': the two largest units that matter. */
export function formatCountdown(countdown: Extract<Countdown, { kind: 'ahead' }>, locale: Locale): string {
  const unit = UNITS[locale]
  const { days, hours, minutes } = countdown
  if (days > 0) return `${days} ${unit.days} ${hours} ${unit.hours}`
  if (hours > 0) return `${hours} ${unit.hours} ${minutes} ${unit.minutes}`
  return `${minutes} ${unit.minutes}`
}

/** Whether one of the starts fell between the moment the list was loaded and now: the list is out of date. */
export function countdownReachedZero(starts: readonly Date[], loadedAt: Date, now: Date): boolean {
  return starts.some((start) => start.getTime() > loadedAt.getTime() && start.getTime() <= now.getTime())
}

/** The first start still ahead of `now`, when the list must reload; null when none is ahead. */
export function nextStartAfter(starts: readonly Date[], now: Date): Date | null {
  const ahead = starts.filter((start) => start.getTime() > now.getTime())
  return ahead.length ? new Date(Math.min(...ahead.map((start) => start.getTime()))) : null
}
