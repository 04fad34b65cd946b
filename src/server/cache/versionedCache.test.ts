import { describe, expect, it } from 'vitest'

import { createVersionedCache } from './versionedCache'

const answer = (body: string | null) => async () => body
const textCache = (maxSize: number) => createVersionedCache<string>({ maxSize, sizeOf: (body) => body.length })

describe('createVersionedCache', () => {
  it('answers a key from memory while its version stays the same', async () => {
    const cache = textCache(100)
    expect(await cache.read('a', '1', answer('first'))).toBe('first')
    expect(await cache.read('a', '1', answer('second'))).toBe('first')
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 1, misses: 1 })
  })

  it('produces again for another version of that key only, keeping the other keys', async () => {
    const cache = textCache(100)
    await cache.read('a', '1', answer('a at 1'))
    await cache.read('b', '7', answer('b at 7'))
    expect(await cache.read('a', '2', answer('a at 2'))).toBe('a at 2')
    expect(await cache.read('a', '2', answer('again'))).toBe('a at 2')
    expect(await cache.read('b', '7', answer('again'))).toBe('b at 7')
    expect(cache.stats().entries).toBe(2)
  })

  it('never serves a value of another version, even one a slow older read kept last', async () => {
    const cache = textCache(100)
    let finish: (body: string) => void = () => {}
    const slow = cache.read('a', '1', () => new Promise<string>((resolve) => (finish = resolve)))
    await cache.read('a', '2', answer('a at 2'))
    finish('a at 1')
    expect(await slow).toBe('a at 1')
    expect(await cache.read('a', '2', answer('a at 2 again'))).toBe('a at 2 again')
    expect(await cache.read('a', '3', answer('a at 3'))).toBe('a at 3')
  })

  it('keeps nothing for a missing value (null) and forgets what was kept for it', async () => {
    const cache = textCache(100)
    await cache.read('gone', '1', answer('there'))
    expect(await cache.read('gone', '2', answer(null))).toBeNull()
    expect(cache.stats().entries).toBe(0)
    expect(await cache.read('gone', '2', answer('back'))).toBe('back')
  })

  it('evicts the least recently used value when full, and never keeps one larger than the whole cache', async () => {
    const cache = textCache(10)
    for (const key of ['a', 'b', 'a', 'c']) await cache.read(key, '1', answer(`${key}1234`))
    expect(await cache.read('a', '1', answer('fresh'))).toBe('a1234')
    expect(await cache.read('c', '1', answer('fresh'))).toBe('c1234')
    expect(await cache.read('b', '1', answer('fresh'))).toBe('fresh')
    await cache.read('big', '1', answer('12345678901'))
    expect(cache.stats().size).toBeLessThanOrEqual(10)
    expect(await cache.read('big', '1', answer('x'))).toBe('x')
  })

  it('hands out copies when asked to, so a caller changing its value changes nobody else’s', async () => {
    const cache = createVersionedCache<{ name: string }>({ maxSize: 10, sizeOf: () => 1, copy: structuredClone })
    const first = await cache.read('u', '1', async () => ({ name: 'Ada' }))
    first!.name = 'changed'
    const second = await cache.read('u', '1', async () => ({ name: 'other' }))
    expect(second).toEqual({ name: 'Ada' })
    second!.name = 'changed again'
    expect(await cache.read('u', '1', async () => null)).toEqual({ name: 'Ada' })
  })

  it('reads many keys at once, making only those missing at the version in one call', async () => {
    const cache = textCache(100)
    const asked: string[][] = []
    const made = (missing: string[]) => {
      asked.push(missing)
      return Promise.resolve(new Map(missing.filter((key) => key !== 'gone').map((key) => [key, `${key} at 1`])))
    }
    await cache.read('a', '1', answer('a kept'))
    await cache.read('b', '0', answer('b of an older version'))
    const values = await cache.readMany(['a', 'b', 'c', 'gone', 'c'], '1', made)
    expect(asked).toEqual([['b', 'c', 'gone']])
    expect([...values]).toEqual([
      ['a', 'a kept'],
      ['b', 'b at 1'],
      ['c', 'c at 1'],
    ])
    expect(await cache.readMany(['c', 'b', 'a'], '1', made)).toEqual(values)
    expect(asked).toHaveLength(1)
    expect(cache.stats()).toMatchObject({ hits: 4, misses: 5 })
  })
})
