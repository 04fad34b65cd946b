// The promo banner (spec §9): shown for 72 hours from the moment a visitor first saw it.

export const PROMO_DURATION_MS = 72 * 60 * 60 * 1000
/** How long the first-seen time is kept, in the browser's storage and in a cookie. */
export const PROMO_COOKIE_MAX_AGE_S = 4 * 24 * 60 * 60
export const PROMO_COOKIE = 'promoFirstSeen'

/** The first-seen time kept earlier (the earliest of storage and cookie), else `now`. */
export function promoFirstSeen(stored: readonly (string | null | undefined)[], now: Date): Date {
  const times = stored
    .map((value) => (value ? Date.parse(value) : Number.NaN))
    .filter((time) => Number.isFinite(time) && time <= now.getTime())
  return new Date(times.length ? Math.min(...times) : now.getTime())
}

/** Whether the banner shows at `now`, and for how much longer. */
export function promoBannerState(firstSeen: Date, now: Date): { visible: boolean; remainingMs: number } {
  const remainingMs = Math.max(0, firstSeen.getTime() + PROMO_DURATION_MS - now.getTime())
  return { visible: remainingMs > 0, remainingMs }
}

/** The time left as hours and minutes, for the countdown. */
export function promoCountdown(remainingMs: number): { hours: number; minutes: number } {
  const minutes = Math.ceil(remainingMs / 60_000)
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 }
}

/** Whole minutes the banner still shows for the first-seen times kept (none kept: the full 72 hours). */
export function promoMinutesLeft(stored: readonly (string | null | undefined)[], now: Date): number {
  return Math.ceil(promoBannerState(promoFirstSeen(stored, now), now).remainingMs / 60_000)
}
