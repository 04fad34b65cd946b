import { describe, expect, it } from 'vitest'

import { SHORT_ID_ALPHABET, SHORT_ID_PATTERN, shortIdFromBytes } from './shortId'

describe('shortIdFromBytes', () => {
  it.each([
    { bytes: [0, 0, 0, 0, 0, 0, 0, 0], id: 'aaaaaaaa' },
    { bytes: [31, 31, 31, 31, 31, 31, 31, 31], id: '99999999' },
    { bytes: [32, 33, 34, 35, 36, 37, 38, 39], id: 'abcdefgh' },
    { bytes: [255, 224, 1, 2, 3, 4, 5, 6], id: '9abcdefg' },
  ])('maps $bytes to $id', ({ bytes, id }) => {
    expect(shortIdFromBytes(Uint8Array.from(bytes))).toBe(id)
  })

  it('uses 32 distinct URL-safe symbols without look-alikes', () => {
    expect(new Set(SHORT_ID_ALPHABET).size).toBe(32)
    expect(SHORT_ID_ALPHABET).not.toMatch(/[il1oO]/)
    expect(encodeURIComponent(SHORT_ID_ALPHABET)).toBe(SHORT_ID_ALPHABET)
  })

  it('produces ids that match the public pattern', () => {
    const bytes = Uint8Array.from({ length: 8 }, (_, index) => index * 37)
    expect(shortIdFromBytes(bytes)).toMatch(SHORT_ID_PATTERN)
  })

  it('refuses too few bytes', () => {
    expect(() => shortIdFromBytes(new Uint8Array(4))).toThrow(RangeError)
  })
})
