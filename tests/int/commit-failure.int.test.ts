import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../helpers/payload'
import { execute, sql } from '../helpers/sql'
import { anyErrorInChain } from '@/server/db/errorChain'
import { inTransaction } from '@/server/db/transaction'

// A promo code starting with this is accepted by every statement and refused only at COMMIT, by a deferred
// constraint trigger: the failure a deferred constraint, or a connection lost while committing, gives.
const REFUSED_PREFIX = 'REFUSEDATCOMMIT'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
  await execute(
    payload,
    sql`CREATE FUNCTION refuse_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'refused at commit: %', NEW.code; END $$`,
  )
  await execute(
    payload,
    sql.raw(`CREATE CONSTRAINT TRIGGER refuse_at_commit AFTER INSERT OR UPDATE ON promo_codes
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.code LIKE '${REFUSED_PREFIX}%')
      EXECUTE FUNCTION refuse_at_commit()`),
  )
})

afterAll(async () => {
  await execute(payload, sql`DROP TRIGGER IF EXISTS refuse_at_commit ON promo_codes`)
  await execute(payload, sql`DROP FUNCTION IF EXISTS refuse_at_commit()`)
  await payload.delete({ collection: 'promo-codes', where: { code: { like: 'COMMITTED' } } })
})

let serial = 0
const code = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${(serial += 1)}`
const promoCode = (value: string) => ({ code: value, kind: 'percent' as const, percent: 10 })

const storedCodes = async (...codes: string[]) =>
  (await payload.find({ collection: 'promo-codes', where: { code: { in: codes } }, depth: 0 })).docs.map(
    (doc) => doc.code,
  )

const refusedAtCommit = (error: unknown) =>
  anyErrorInChain(error, (candidate) => /refused at commit/.test(String((candidate as Error).message)))

describe('a transaction whose COMMIT fails', () => {
  it('fails the Local API write that ran it, and nothing is stored', async () => {
    const refused = code(REFUSED_PREFIX)
    const error = await payload.create({ collection: 'promo-codes', data: promoCode(refused) }).catch((e) => e)
    expect(refusedAtCommit(error)).toBe(true)
    expect(await storedCodes(refused)).toEqual([])
  })

  it('fails an update the same way, and the row keeps what it had', async () => {
    const kept = code('COMMITTED')
    const { id } = await payload.create({ collection: 'promo-codes', data: promoCode(kept) })
    const renamed = code(REFUSED_PREFIX)
    const error = await payload
      .update({ collection: 'promo-codes', id, data: { code: renamed } })
      .catch((e: unknown) => e)
    expect(refusedAtCommit(error)).toBe(true)
    expect(await storedCodes(kept, renamed)).toEqual([kept])
  })

  it('fails inTransaction, and none of the block’s writes are stored', async () => {
    const first = code('COMMITTED')
    const refused = code(REFUSED_PREFIX)
    const req = await createLocalReq({}, payload)
    const run = inTransaction(req, async () => {
      await payload.create({ collection: 'promo-codes', data: promoCode(first), req })
      await payload.create({ collection: 'promo-codes', data: promoCode(refused), req })
      return 'done'
    })
    expect(refusedAtCommit(await run.catch((e: unknown) => e))).toBe(true)
    expect(await storedCodes(first, refused)).toEqual([])
    expect(req.transactionID).toBeUndefined()
  })

  it('leaves the pool working: the next transaction commits', async () => {
    const next = code('COMMITTED')
    await payload.create({ collection: 'promo-codes', data: promoCode(next) })
    expect(await storedCodes(next)).toEqual([next])
  })
})
