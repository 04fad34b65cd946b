import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../helpers/payload'
import { execute } from '../helpers/sql'
import { runSql, sql, type SQL } from '@/server/db/sql'

let payload: Payload
let req: PayloadRequest
beforeAll(async () => {
  payload = await testPayload()
  req = await createLocalReq({}, payload)
})

const prepared = <Row extends object>(query: SQL) => runSql<Row>(req, query, { prepared: true })

describe('runSql with prepared statements', () => {
  it('answers as an unprepared statement does, with new values bound to the same statement each time', async () => {
    for (const n of [1, 2, 3, 40, 7]) {
      const query = sql`SELECT ${n}::int * 2 AS doubled, ${`v${n}`}::text AS label`
      expect(await prepared(query)).toEqual(await runSql(req, query))
      expect(await prepared(query)).toEqual([{ doubled: n * 2, label: `v${n}` }])
    }
  })

  it('reads timestamps as the unprepared statement does', async () => {
    const query = sql`SELECT ${'2031-01-02T03:04:05.678Z'}::timestamptz AS at, now() - now() AS span`
    expect(await prepared(query)).toEqual(await runSql(req, query))
  })

  it('keeps statements of different text apart on the same pooled connections', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2 === 0
          ? prepared<{ kind: string }>(sql`SELECT 'even' AS kind, ${i}::int AS i`)
          : prepared<{ kind: string }>(sql`SELECT 'odd' AS kind, ${i}::int AS i, 1 AS extra`),
      ),
    )
    answers.forEach(([row], i) => expect(row).toMatchObject({ kind: i % 2 === 0 ? 'even' : 'odd', i }))
  })

  it('reports a failing statement and then prepares and runs it again once it can', async () => {
    await execute(payload, sql`DROP TABLE IF EXISTS prepared_probe`)
    const read = () => prepared<{ n: number }>(sql`SELECT count(*)::int AS n FROM prepared_probe`)
    await expect(read()).rejects.toThrow(/prepared_probe/)
    await execute(payload, sql`CREATE TABLE prepared_probe (id int)`)
    try {
      expect(await read()).toEqual([{ n: 0 }])
    } finally {
      await execute(payload, sql`DROP TABLE prepared_probe`)
    }
  })
})

describe('runSql in a request with a transaction', () => {
  it('runs in that transaction, prepared or not: its writes are seen there, and elsewhere once committed', async () => {
    await execute(payload, sql`CREATE TABLE IF NOT EXISTS transaction_probe (id int)`)
    const inTransaction = await createLocalReq({}, payload)
    await initTransaction(inTransaction)
    try {
      await runSql(inTransaction, sql`INSERT INTO transaction_probe VALUES (1)`)
      const count = sql`SELECT count(*)::int AS n FROM transaction_probe`
      expect(await runSql(inTransaction, count, { prepared: true })).toEqual([{ n: 1 }])
      expect(await prepared(count)).toEqual([{ n: 0 }])
      await commitTransaction(inTransaction)
      expect(await prepared(count)).toEqual([{ n: 1 }])
    } finally {
      await killTransaction(inTransaction)
      await execute(payload, sql`DROP TABLE transaction_probe`)
    }
  })
})
