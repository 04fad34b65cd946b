export const SLOT_MINUTES = 30
export const SLOT_MS = SLOT_MINUTES * 60_000
export const SLOTS_PER_DAY = (24 * 60) / SLOT_MINUTES

const GRID_TIME_PATTERN = /^(?:[01]\d|2[0-3]):(?:00|30)$/

/** 'HH:mm' on the 30-minute grid: '00:00' … '23:30'. */
export function isGridTime(value: unknown): value is string {
  return typeof value === 'string' && GRID_TIME_PATTERN.test(value)
}

/** The 48 grid times of a day in order. */
export const GRID_TIMES: readonly string[] = Array.from({ length: SLOTS_PER_DAY }, (_, index) => {
  const minutes = index * SLOT_MINUTES
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
})

// Every usable zone is offset by whole or half hours, so its local grid is the UTC grid.
export function isGridInstant(instant: Date): boolean {
  const ms = instant.getTime()
  return Number.isFinite(ms) && ms % SLOT_MS === 0
}
