import { SLOT_MS } from './grid'

/**
 * Where a 60-minute session goes when the viewer picks `selected`, given the free 30-minute starts: there
 * when it and the next slot are free, else 30 minutes earlier when the slot before is free, else nowhere.
 */
export function sixtyMinuteStart(selected: Date, freeStarts: readonly Date[]): Date | null {
  const free = new Set(freeStarts.map((instant) => instant.getTime()))
  const at = selected.getTime()
  if (free.has(at) && free.has(at + SLOT_MS)) return new Date(at)
  if (free.has(at - SLOT_MS) && free.has(at)) return new Date(at - SLOT_MS)
  return null
}
