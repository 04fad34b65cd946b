import { describe, expect, it } from 'vitest'

import { consultantRefOf, MAX_RECORD_ID, parseRecordId } from './recordId'

describe('parseRecordId', () => {
  it.each([
    { value: 1, id: 1 },
    { value: '1', id: 1 },
    { value: '42', id: 42 },
    { value: MAX_RECORD_ID, id: MAX_RECORD_ID },
    { value: '2147483647', id: MAX_RECORD_ID },
    { value: '0042', id: 42 },
  ])('accepts $value as $id', ({ value, id }) => {
    expect(parseRecordId(value)).toBe(id)
  })

  it.each([
    { value: 0 },
    { value: '0' },
    { value: -1 },
    { value: '-1' },
    { value: 1.5 },
    { value: '1.5' },
    { value: MAX_RECORD_ID + 1 },
    { value: '2147483648' },
    { value: '99999999999' },
    { value: '1e3' },
    { value: ' 1' },
    { value: '1\u0000' },
    { value: '' },
    { value: Number.NaN },
    { value: Number.POSITIVE_INFINITY },
    { value: null },
    { value: undefined },
    { value: {} },
    { value: [1] },
  ])('refuses $value', ({ value }) => {
    expect(parseRecordId(value)).toBeNull()
  })
})

describe('consultantRefOf', () => {
  it.each([
    { ref: '17', result: { userId: 17 } },
    { ref: 'abcdefgh', result: { shortId: 'abcdefgh' } },
    { ref: '99999999999', result: null },
    { ref: '0', result: null },
    { ref: '', result: null },
  ])('reads $ref', ({ ref, result }) => {
    expect(consultantRefOf(ref)).toEqual(result)
  })
})
