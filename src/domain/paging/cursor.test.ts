import { describe, expect, it } from 'vitest'

import { decodeCursor, encodeCursor, pageSizeOf } from './cursor'

describe('cursor', () => {
  it('comes back as it went out', () => {
    const cursor = { at: '2026-11-22T08:30:00.000Z', id: 42 }
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor)
  })

  it.each([
    ['nothing sent', undefined, undefined],
    ['empty', '', undefined],
    ['not base64 JSON', 'not-a-cursor', null],
    ['wrong shape', Buffer.from('{"at":1}').toString('base64url'), null],
    ['bad date', Buffer.from('["yesterday",1]').toString('base64url'), null],
    ['bad id', Buffer.from('["2026-11-22T08:30:00.000Z",-1]').toString('base64url'), null],
  ])('%s -> %s', (_name, raw, expected) => {
    expect(decodeCursor(raw)).toBe(expected)
  })
})

describe('pageSizeOf', () => {
  it.each([
    [null, 20],
    ['', 20],
    ['1', 1],
    ['100', 100],
    ['0', null],
    ['101', null],
    ['2.5', null],
    ['-3', null],
    ['ten', null],
  ])('%j -> %j', (raw, size) => {
    expect(pageSizeOf(raw)).toBe(size)
  })
})
