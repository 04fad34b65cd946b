import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../helpers/payload'
import { execute, executeInRequest, sql } from '@/server/db/sql'
import { inTransaction } from '@/server/db/transaction'
import { isDatabaseUnavailable } from '@/server/db/unavailable'

let payload: Payload

// A table whose deferred constraint trigger refuses every row at COMMIT, as a deferred constraint of the
// product would, or as a COMMIT does when the connection is lost at that moment.
beforeAll(async () => {
  payload = await testPayload()
  await execute(payload, sql`CREATE TABLE commit_probe (note text NOT NULL)`)
  await execute(
    payload,
    sql.raw(`CREATE FUNCTION commit_probe_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.note = 'refused at commit' THEN RAISE EXCEPTION 'refused at commit'; END IF; RETURN NULL; END $$`),
  )
  await execute(
    payload,
    sql.raw(`CREATE CONSTRAINT TRIGGER commit_probe_check AFTER INSERT ON commit_probe
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION commit_probe_refuse()`),
  )
})

afterAll(async () => {
  await execute(payload, sql`DROP TABLE commit_probe`)
  await execute(payload, sql`DROP FUNCTION commit_probe_refuse()`)
})

const insert = (note: string) => async () => {
  const req = await createLocalReq({}, payload)
  return inTransaction(req, async () => {
    await executeInRequest(req, sql`INSERT INTO commit_probe (note) VALUES (${note})`)
    return 'done'
  })
}
const notes = async () =>
  (await execute<{ note: string }>(payload, sql`SELECT note FROM commit_probe`)).map((row) => row.note)

describe('a transaction', () => {
  it('answers once its commit took', async () => {
    await expect(insert('kept')()).resolves.toBe('done')
    expect(await notes()).toContain('kept')
  })

  it('fails, as a database that cannot take the write, when its COMMIT does not take', async () => {
    const failure = await insert('refused at commit')().catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(Error)
    expect(isDatabaseUnavailable(failure)).toBe(true)
    expect(await notes()).not.toContain('refused at commit')
  })

  it('that wrote nothing commits without asking', async () => {
    const req = await createLocalReq({}, payload)
    await expect(inTransaction(req, async () => executeInRequest(req, sql`SELECT 1 AS one`))).resolves.toEqual([
      { one: 1 },
    ])
  })
})
