/** What the registration rules need to know of a webinar. */
export type SeatedWebinar = {
  /** ISO instant (or Date) the webinar begins. */
  startsAt: string | Date
  /** null or undefined: unlimited. */
  capacity?: number | null
}

/** Why nobody more may register: it has begun, or every seat is taken. */
export type RegistrationRefusal = 'started' | 'full'

const startOf = (webinar: SeatedWebinar) => new Date(webinar.startsAt).getTime()

/** When the webinar ends: its start plus its duration. */
export function endOf(webinar: { startsAt: string | Date; durationMinutes: number }): Date {
  return new Date(startOf(webinar) + webinar.durationMinutes * 60_000)
}

/** True once the webinar is over at `now`: until then registered people may still join it. */
export function hasEnded(webinar: { startsAt: string | Date; durationMinutes: number }, now: Date): boolean {
  return endOf(webinar).getTime() <= now.getTime()
}

/** True while the webinar has not begun at `now`. */
export function isUpcoming(webinar: SeatedWebinar, now: Date): boolean {
  return startOf(webinar) > now.getTime()
}

/** Seats still free, or null when the webinar has no limit. */
export function seatsLeft(webinar: SeatedWebinar, registeredCount: number): number | null {
  if (webinar.capacity == null) return null
  return Math.max(0, webinar.capacity - registeredCount)
}

/**
 * Whether one more person may register at `now`, given how many already did: null when they may, else
 * why not. A webinar that has begun refuses before a full one: the seats no longer matter then.
 */
export function registrationRefusal(
  webinar: SeatedWebinar,
  registeredCount: number,
  now: Date,
): RegistrationRefusal | null {
  if (!isUpcoming(webinar, now)) return 'started'
  if (seatsLeft(webinar, registeredCount) === 0) return 'full'
  return null
}
