import { describe, expect, it } from 'vitest'

import { sharedFreshRead } from './freshReads'

/**
 * sharedFreshRead over a read whose answers the test hands out one by one, recording when each read began.
 */
function controlledSharedRead() {
  const pending: Array<{ resolve: (value: number) => void; reject: (error: Error) => void }> = []
  let begun = 0
  const read = () => {
    begun += 1
    return new Promise<number>((resolve, reject) => pending.push({ resolve, reject }))
  }
  const settle = async (index: number, value: number | Error) => {
    const entry = pending[index]!
    if (value instanceof Error) entry.reject(value)
    else entry.resolve(value)
    // let the follow-up read start
    for (let i = 0; i < 5; i += 1) await Promise.resolve()
  }
  return { shared: sharedFreshRead(read), settle, begun: () => begun }
}

describe('sharedFreshRead', () => {
  it('starts a read at once for a caller when none is running', async () => {
    const { shared, settle, begun } = controlledSharedRead()
    const first = shared()
    expect(begun()).toBe(1)
    await settle(0, 7)
    await expect(first).resolves.toBe(7)
    const second = shared()
    expect(begun()).toBe(2)
    await settle(1, 8)
    await expect(second).resolves.toBe(8)
  })

  it('never hands a caller a read that began before it asked; later callers share the next read', async () => {
    const { shared, settle, begun } = controlledSharedRead()
    const early = shared()
    const late = [shared(), shared(), shared()]
    expect(begun()).toBe(1) // the next read waits for the running one
    await settle(0, 1)
    await expect(early).resolves.toBe(1)
    expect(begun()).toBe(2)
    const later = shared() // arrives while the second read runs: it waits for a third
    await settle(1, 2)
    await expect(Promise.all(late)).resolves.toEqual([2, 2, 2])
    expect(begun()).toBe(3)
    await settle(2, 3)
    await expect(later).resolves.toBe(3)
  })

  it('passes a failed read to its callers only, and the waiting callers still get a read of their own', async () => {
    const { shared, settle, begun } = controlledSharedRead()
    const failing = shared()
    const waiting = shared()
    await settle(0, new Error('connection lost'))
    await expect(failing).rejects.toThrow('connection lost')
    expect(begun()).toBe(2)
    await settle(1, 5)
    await expect(waiting).resolves.toBe(5)
  })
})
