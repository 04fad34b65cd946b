import { describe, expect, it } from 'vitest'

import { boundedMemo } from './boundedMemo'

describe('boundedMemo', () => {
  it('computes a key once while it stays among the most recently used', () => {
    const computed: string[] = []
    const memo = boundedMemo(2, (key) => {
      computed.push(key)
      return { key }
    })
    const first = memo('a')
    expect(memo('a')).toBe(first)
    memo('b')
    memo('a') // now 'b' is the least recently used
    memo('c') // drops 'b'
    memo('a')
    memo('b')
    expect(computed).toEqual(['a', 'b', 'c', 'b'])
  })

  it('keeps falsy results too', () => {
    let calls = 0
    const memo = boundedMemo(4, () => {
      calls += 1
      return 0
    })
    expect([memo('x'), memo('x')]).toEqual([0, 0])
    expect(calls).toBe(1)
  })
})
