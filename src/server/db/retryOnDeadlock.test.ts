import { describe, expect, it } from 'vitest'

import { isRetryableConflict, retryOnDeadlock } from './retryOnDeadlock'

const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code })

describe('isRetryableConflict', () => {
  it.each([
    ['a deadlock (40P01)', coded('40P01', 'deadlock detected'), true],
    ['a serialization failure (40001)', coded('40001'), true],
    ['a deadlock wrapped by drizzle', new Error('Failed query: update', { cause: coded('40P01') }), true],
    ['wrapped twice', new Error('outer', { cause: new Error('inner', { cause: coded('40001') }) }), true],
    ['an exclusion violation (23P01)', coded('23P01'), false],
    ['a unique violation (23505)', coded('23505'), false],
    ['a lost connection', coded('ECONNRESET'), false],
    ['the word alone', new Error('deadlock detected'), false],
    ['nothing', undefined, false],
    ['a string', '40P01', false],
  ])('%s → %s', (_name, error, expected) => {
    expect(isRetryableConflict(error)).toBe(expected)
  })
})

describe('retryOnDeadlock', () => {
  const failingTimes = (times: number, error: Error) => {
    let calls = 0
    const run = async () => {
      calls += 1
      if (calls <= times) throw error
      return `done after ${calls}`
    }
    return { run, calls: () => calls }
  }

  it('runs again after a deadlock and answers the first success', async () => {
    const { run, calls } = failingTimes(2, coded('40P01'))
    await expect(retryOnDeadlock(run)).resolves.toBe('done after 3')
    expect(calls()).toBe(3)
  })

  it('gives up after the given number of attempts with the last error', async () => {
    const { run, calls } = failingTimes(9, coded('40P01', 'deadlock detected'))
    await expect(retryOnDeadlock(run, 3)).rejects.toThrow('deadlock detected')
    expect(calls()).toBe(3)
  })

  it('never repeats any other failure', async () => {
    const { run, calls } = failingTimes(1, coded('23P01', 'conflicting key value'))
    await expect(retryOnDeadlock(run)).rejects.toThrow('conflicting key value')
    expect(calls()).toBe(1)
  })
})
