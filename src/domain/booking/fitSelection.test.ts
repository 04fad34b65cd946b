import { describe, expect, it } from 'vitest'

import { fitSelection } from './fitSelection'

const at = (time: string) => new Date(`2026-12-01T${time}:00.000Z`)

describe('fitSelection', () => {
  // 60-minute starts offered when 09:00–11:00 is free: 09:00, 09:30, 10:00.
  const sixty = [at('09:00'), at('09:30'), at('10:00')]

  it('keeps an offered start', () => {
    expect(fitSelection(at('09:30').toISOString(), sixty, '60MINUTES')).toEqual({
      slot: '2026-12-01T09:30:00.000Z',
      moved: false,
    })
  })

  it('moves a 60-minute session back 30 minutes when the next half hour is taken', () => {
    expect(fitSelection('2026-12-01T10:30:00.000Z', sixty, '60MINUTES')).toEqual({
      slot: '2026-12-01T10:00:00.000Z',
      moved: true,
    })
  })

  it('drops a start that fits nowhere', () => {
    expect(fitSelection('2026-12-01T12:00:00.000Z', sixty, '60MINUTES')).toEqual({ slot: null, moved: false })
    expect(fitSelection('2026-12-01T08:30:00.000Z', sixty, '60MINUTES')).toEqual({ slot: null, moved: false })
  })

  it('never moves 30-minute or trial sessions', () => {
    expect(fitSelection('2026-12-01T10:30:00.000Z', sixty, '30MINUTES')).toEqual({ slot: null, moved: false })
    expect(fitSelection('2026-12-01T09:00:00.000Z', sixty, 'TRIAL')).toEqual({
      slot: '2026-12-01T09:00:00.000Z',
      moved: false,
    })
  })

  it('reads any ISO offset and answers UTC', () => {
    expect(fitSelection('2026-12-01T10:30:00+01:00', sixty, '60MINUTES').slot).toBe('2026-12-01T09:30:00.000Z')
  })
})
