import { describe, expect, it } from 'vitest'

import { BODY_LIMIT_BYTES, declaresMoreThan } from './bodyLimit'

describe('declaresMoreThan', () => {
  it.each([
    { header: null, over: false },
    { header: '', over: false },
    { header: '0', over: false },
    { header: String(BODY_LIMIT_BYTES), over: false },
    { header: String(BODY_LIMIT_BYTES + 1), over: true },
    { header: '20971520', over: true },
    { header: ' 20971520 ', over: true },
    { header: '99999999999999999999999', over: true },
    // Not a number: the body is counted while it is read instead.
    { header: '-5', over: false },
    { header: '1e9', over: false },
    { header: 'abc', over: false },
  ])('Content-Length $header → $over', ({ header, over }) => {
    expect(declaresMoreThan(header, BODY_LIMIT_BYTES)).toBe(over)
  })

  it('is 1 MiB', () => {
    expect(BODY_LIMIT_BYTES).toBe(1_048_576)
  })
})
