import { describe, expect, it } from 'vitest'

import { createResponseCache } from './responseCache'

const answer = (body: string | null) => async () => body

describe('createResponseCache', () => {
  it('answers a key from memory while the version stays the same', async () => {
    const cache = createResponseCache({ maxChars: 100 })
    expect(await cache.read('1', 'a', answer('first'))).toBe('first')
    expect(await cache.read('1', 'a', answer('second'))).toBe('first')
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 1, misses: 1 })
  })

  it('drops everything kept when another version is seen', async () => {
    const cache = createResponseCache({ maxChars: 100 })
    await cache.read('1', 'a', answer('old a'))
    await cache.read('1', 'b', answer('old b'))
    expect(await cache.read('2', 'a', answer('new a'))).toBe('new a')
    expect(cache.stats().entries).toBe(1)
    expect(await cache.read('2', 'b', answer('new b'))).toBe('new b')
  })

  it('does not keep an answer produced while a newer version was seen', async () => {
    const cache = createResponseCache({ maxChars: 100 })
    let finish: (body: string) => void = () => {}
    const slow = cache.read('1', 'a', () => new Promise<string>((resolve) => (finish = resolve)))
    await cache.read('2', 'b', answer('b at 2'))
    finish('a at 1')
    expect(await slow).toBe('a at 1')
    expect(await cache.read('2', 'a', answer('a at 2'))).toBe('a at 2')
  })

  it('keeps nothing for a missing answer (null)', async () => {
    const cache = createResponseCache({ maxChars: 100 })
    expect(await cache.read('1', 'gone', answer(null))).toBeNull()
    expect(await cache.read('1', 'gone', answer('there now'))).toBe('there now')
  })

  it('evicts the least recently used answer when full', async () => {
    const cache = createResponseCache({ maxChars: 10 })
    for (const key of ['a', 'b', 'a', 'c']) await cache.read('1', key, answer(`${key}1234`))
    expect(await cache.read('1', 'a', answer('fresh'))).toBe('a1234')
    expect(await cache.read('1', 'c', answer('fresh'))).toBe('c1234')
    expect(await cache.read('1', 'b', answer('fresh'))).toBe('fresh')
  })

  it('never keeps a body larger than the whole cache', async () => {
    const cache = createResponseCache({ maxChars: 4 })
    await cache.read('1', 'big', answer('12345'))
    expect(cache.stats()).toMatchObject({ entries: 0, chars: 0 })
  })
})
