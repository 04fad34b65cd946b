import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../helpers/payload'
import { execute, executePrepared, sql } from '@/server/db/sql'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

describe('executePrepared', () => {
  it('answers as execute does, with new values bound to the same statement each time', async () => {
    for (const n of [1, 2, 3, 40, 7]) {
      const query = sql`SELECT ${n}::int * 2 AS doubled, ${`v${n}`}::text AS label`
      expect(await executePrepared(payload, query)).toEqual(await execute(payload, query))
      expect(await executePrepared(payload, query)).toEqual([{ doubled: n * 2, label: `v${n}` }])
    }
  })

  it('keeps statements of different text apart on the same pooled connections', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2 === 0
          ? executePrepared<{ kind: string }>(payload, sql`SELECT 'even' AS kind, ${i}::int AS i`)
          : executePrepared<{ kind: string }>(payload, sql`SELECT 'odd' AS kind, ${i}::int AS i, 1 AS extra`),
      ),
    )
    answers.forEach(([row], i) => expect(row).toMatchObject({ kind: i % 2 === 0 ? 'even' : 'odd', i }))
  })

  it('reports a failing statement and then prepares and runs it again once it can', async () => {
    await execute(payload, sql`DROP TABLE IF EXISTS prepared_probe`)
    const read = () => executePrepared<{ n: number }>(payload, sql`SELECT count(*)::int AS n FROM prepared_probe`)
    await expect(read()).rejects.toThrow(/prepared_probe/)
    await execute(payload, sql`CREATE TABLE prepared_probe (id int)`)
    try {
      expect(await read()).toEqual([{ n: 0 }])
    } finally {
      await execute(payload, sql`DROP TABLE prepared_probe`)
    }
  })
})
