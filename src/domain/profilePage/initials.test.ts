import { describe, expect, it } from 'vitest'

import { initialsOf } from './initials'

describe('initialsOf', () => {
  it.each<[string | null | undefined, string | null | undefined, string]>([
    ['Jonas', 'Weber', 'JW'],
    ['maría', 'garcía', 'MG'],
    ['  Lena ', ' Fischer', 'LF'],
    ['Özlem', '', 'Ö'],
    ['', 'Weber', 'W'],
    [null, undefined, '?'],
    ['   ', '', '?'],
  ])('%s %s → %s', (first, last, expected) => {
    expect(initialsOf(first, last)).toBe(expected)
  })
})
