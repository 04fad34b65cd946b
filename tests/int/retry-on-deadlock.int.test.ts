import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../helpers/payload'
import { execute, sql } from '../helpers/sql'
import { retryOnDeadlock } from '@/server/db/retryOnDeadlock'

let payload: Payload
const clients: pg.Client[] = []

async function connected(deadlockTimeout: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  await client.query(`SET deadlock_timeout = '${deadlockTimeout}'`)
  clients.push(client)
  return client
}

async function untilWaitingForALock(backendPid: number): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    const rows = await execute(
      payload,
      sql`SELECT 1 FROM pg_stat_activity WHERE pid = ${backendPid} AND wait_event_type = 'Lock'`,
    )
    if (rows.length > 0) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error('the other transaction never waited for the lock')
}

beforeAll(async () => {
  payload = await testPayload()
  await execute(payload, sql`DROP TABLE IF EXISTS deadlock_probe`)
  await execute(payload, sql`CREATE TABLE deadlock_probe (id int PRIMARY KEY, v int NOT NULL)`)
  await execute(payload, sql`INSERT INTO deadlock_probe VALUES (1, 0), (2, 0)`)
})

afterAll(async () => {
  await Promise.all(clients.map((client) => client.end()))
  await execute(payload, sql`DROP TABLE IF EXISTS deadlock_probe`)
})

describe('retryOnDeadlock against PostgreSQL', () => {
  it('runs a transaction ended as one side of a real deadlock again, and both sides get through', async () => {
    // This side notices the cycle first (50 ms) and is the one PostgreSQL ends.
    const ours = await connected('50ms')
    const theirs = await connected('5s')
    const { rows: backend } = await theirs.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
    await theirs.query('BEGIN')
    await theirs.query('UPDATE deadlock_probe SET v = v + 1 WHERE id = 2')

    let attempts = 0
    let theirsDone: Promise<unknown> = Promise.resolve()
    await retryOnDeadlock(async () => {
      attempts += 1
      // Once this side is ended the other goes on; on a busy machine this side's next try could take row 1
      // again before the other was scheduled and meet a second cycle, so it waits for the other to end.
      if (attempts > 1) await theirsDone
      await ours.query('BEGIN')
      try {
        await ours.query('UPDATE deadlock_probe SET v = v + 10 WHERE id = 1')
        if (attempts === 1) {
          // They now wait for row 1, held here, while this waits for row 2, held there.
          theirsDone = theirs
            .query('UPDATE deadlock_probe SET v = v + 1 WHERE id = 1')
            .then(() => theirs.query('COMMIT'))
          await untilWaitingForALock(backend[0]!.pid)
        }
        await ours.query('UPDATE deadlock_probe SET v = v + 10 WHERE id = 2')
        await ours.query('COMMIT')
      } catch (error) {
        await ours.query('ROLLBACK')
        throw error
      }
    })
    await theirsDone

    expect(attempts).toBe(2)
    const rows = await execute<{ id: number; v: number }>(payload, sql`SELECT id, v FROM deadlock_probe ORDER BY id`)
    expect(rows).toEqual([
      { id: 1, v: 11 },
      { id: 2, v: 11 },
    ])
  })
})
