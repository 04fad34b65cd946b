import { describe, expect, it } from 'vitest'

import { parseByteRange, type ByteRangeRequest } from './byteRange'

describe('parseByteRange', () => {
  it.each<[string | null, number, ByteRangeRequest]>([
    [null, 100, { kind: 'whole' }],
    ['', 100, { kind: 'whole' }],
    ['bytes=0-9', 100, { kind: 'range', start: 0, end: 9 }],
    ['bytes=10-19', 100, { kind: 'range', start: 10, end: 19 }],
    ['bytes=90-', 100, { kind: 'range', start: 90, end: 99 }],
    ['bytes=90-500', 100, { kind: 'range', start: 90, end: 99 }],
    ['bytes=99-99', 100, { kind: 'range', start: 99, end: 99 }],
    ['bytes=-10', 100, { kind: 'range', start: 90, end: 99 }],
    ['bytes=-500', 100, { kind: 'range', start: 0, end: 99 }],
    ['bytes=100-', 100, { kind: 'unsatisfiable' }],
    ['bytes=150-200', 100, { kind: 'unsatisfiable' }],
    ['bytes=-0', 100, { kind: 'unsatisfiable' }],
    ['bytes=0-', 0, { kind: 'unsatisfiable' }],
    ['bytes=9-0', 100, { kind: 'whole' }],
    ['bytes=-', 100, { kind: 'whole' }],
    ['bytes=0-9,20-29', 100, { kind: 'whole' }],
    ['items=0-9', 100, { kind: 'whole' }],
    ['bytes=a-b', 100, { kind: 'whole' }],
    ['bytes=99999999999999999999-', 100, { kind: 'whole' }],
  ])('%j of %d bytes → %j', (header, size, expected) => {
    expect(parseByteRange(header, size)).toEqual(expected)
  })
})
