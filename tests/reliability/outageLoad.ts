import { book, call, type Answer, type Consultee } from './fixtures'
import type { Stack } from './stack'

export type TimedAnswer = Answer & { startedAt: number; kind: 'book' | 'read' | 'me' }

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Steady traffic through the proxy (bookings of fresh slots, public reads, signed-in reads) while Postgres
 * is shut down for a few seconds and started again; answers every request with when it started.
 */
export async function outageLoad(
  stack: Stack,
  { consultees, consultantId, slots }: { consultees: Consultee[]; consultantId: number; slots: string[] },
  { before = 3_000, outage = 4_000, after = 14_000 } = {},
) {
  const answers: TimedAnswer[] = []
  // Never a slot twice: a booking cut off by the outage may have been stored although it failed.
  const free = [...slots]
  let stopped = false
  const client = async (kind: TimedAnswer['kind'], consultee: Consultee) => {
    while (!stopped) {
      const startedAt = Date.now()
      const slot = kind === 'book' ? free.shift() : undefined
      if (kind === 'book' && !slot) throw new Error('the load ran out of free slots')
      const answer =
        kind === 'book'
          ? await book(stack.origin, consultee, consultantId, slot!)
          : kind === 'read'
            ? await call(stack.origin, '/api/consultants?limit=1')
            : await call(stack.origin, '/api/auth/me', { token: consultee.token })
      answers.push({ ...answer, startedAt, kind })
      await pause(100)
    }
  }
  const kinds: TimedAnswer['kind'][] = ['book', 'book', 'book', 'read', 'read', 'me']
  const clients = kinds.map((kind, index) => client(kind, consultees[index]!))

  await pause(before)
  await stack.db.halt()
  const haltedAt = Date.now()
  await pause(outage)
  const resumedAt = Date.now()
  await stack.db.resume()
  const backAt = Date.now()
  await pause(after)
  stopped = true
  await Promise.all(clients)
  return { answers, haltedAt, resumedAt, backAt }
}
