import { describe, expect, it } from 'vitest'

import { createKeyedVersionCache } from './keyedVersionCache'

const answer = (body: string | null) => async () => body

describe('createKeyedVersionCache', () => {
  it('answers a key from memory while its version stays the same', async () => {
    const cache = createKeyedVersionCache({ maxChars: 100 })
    expect(await cache.read('a', 1n, answer('first'))).toBe('first')
    expect(await cache.read('a', 1n, answer('second'))).toBe('first')
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 1, misses: 1 })
  })

  it('produces again for another version of that key only, keeping the other keys', async () => {
    const cache = createKeyedVersionCache({ maxChars: 100 })
    await cache.read('a', 1n, answer('a at 1'))
    await cache.read('b', 7n, answer('b at 7'))
    expect(await cache.read('a', 2n, answer('a at 2'))).toBe('a at 2')
    expect(await cache.read('a', 2n, answer('again'))).toBe('a at 2')
    expect(await cache.read('b', 7n, answer('again'))).toBe('b at 7')
    expect(cache.stats().entries).toBe(2)
  })

  it('never serves an answer of an older version, nor lets a slow older answer replace a newer one', async () => {
    const cache = createKeyedVersionCache({ maxChars: 100 })
    let finish: (body: string) => void = () => {}
    const slow = cache.read('a', 1n, () => new Promise<string>((resolve) => (finish = resolve)))
    await cache.read('a', 2n, answer('a at 2'))
    finish('a at 1')
    expect(await slow).toBe('a at 1')
    expect(await cache.read('a', 2n, answer('fresh'))).toBe('a at 2')
    expect(await cache.read('a', 3n, answer('a at 3'))).toBe('a at 3')
  })

  it('keeps nothing for a missing answer (null) and forgets what was kept for it', async () => {
    const cache = createKeyedVersionCache({ maxChars: 100 })
    await cache.read('gone', 1n, answer('there'))
    expect(await cache.read('gone', 2n, answer(null))).toBeNull()
    expect(cache.stats().entries).toBe(0)
    expect(await cache.read('gone', 2n, answer('back'))).toBe('back')
  })

  it('evicts the least recently used answer when full, and never keeps one larger than the whole cache', async () => {
    const cache = createKeyedVersionCache({ maxChars: 10 })
    for (const key of ['a', 'b', 'a', 'c']) await cache.read(key, 1n, answer(`${key}1234`))
    expect(await cache.read('a', 1n, answer('fresh'))).toBe('a1234')
    expect(await cache.read('c', 1n, answer('fresh'))).toBe('c1234')
    expect(await cache.read('b', 1n, answer('fresh'))).toBe('fresh')
    await cache.read('big', 1n, answer('12345678901'))
    expect(cache.stats().chars).toBeLessThanOrEqual(10)
    expect(await cache.read('big', 1n, answer('x'))).toBe('x')
  })
})
