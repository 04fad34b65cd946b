import { describe, expect, it } from 'vitest'

import { sixtyMinuteStart } from './sixtyMinuteStart'

const at = (value: string) => new Date(value)

describe('sixtyMinuteStart', () => {
  const free = (...isoTimes: string[]) => isoTimes.map((time) => at(`2026-06-15T${time}:00Z`))

  it.each([
    ['keeps a start whose next slot is free', '09:00', free('09:00', '09:30', '10:30'), '09:00'],
    ['keeps it even when the slot before is free too', '09:30', free('09:00', '09:30', '10:00'), '09:30'],
    ['shifts back 30 minutes when only the slot before is free', '09:30', free('09:00', '09:30', '10:30'), '09:00'],
    ['gives up on a lone free slot', '10:30', free('09:00', '09:30', '10:30'), null],
    ['gives up on a slot that is not free', '10:00', free('09:00', '09:30', '10:30'), null],
    ['gives up when nothing is free', '09:00', [], null],
  ])('%s', (_case, selected, freeStarts, expected) => {
    const start = sixtyMinuteStart(at(`2026-06-15T${selected}:00Z`), freeStarts)
    expect(start).toEqual(expected === null ? null : at(`2026-06-15T${expected}:00Z`))
  })
})
