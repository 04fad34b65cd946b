import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { DatabaseAdapterObj, Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { surfaceCommitFailures } from './commitFailures'

type Sessions = Record<string, { reject: () => Promise<void> }>

/** Payload's rollbackTransaction, which the wrapper keeps: ends the session through its `reject`. */
async function rollbackTransaction(this: { sessions: Sessions }, id: string) {
  const session = this.sessions[id]
  if (!session) return
  delete this.sessions[id]
  await session.reject()
}

type Step = () => Promise<void>
const ok: Step = async () => {}
const failing =
  (message: string): Step =>
  async () => {
    throw new Error(message)
  }

/** An adapter whose drizzle runs a transaction as drizzle does: connect, BEGIN, the work, COMMIT or ROLLBACK. */
function adapterWith({ connect = ok, commit = ok, rollback = ok }: { connect?: Step; commit?: Step; rollback?: Step }) {
  const statements: string[] = []
  const drizzle = {
    async transaction(work: (tx: object) => Promise<unknown>) {
      await connect()
      statements.push('BEGIN')
      try {
        const result = await work({})
        statements.push('COMMIT')
        await commit()
        return result
      } catch (error) {
        statements.push('ROLLBACK')
        await rollback()
        throw error
      }
    },
  }
  const logger = { error: vi.fn() }
  const raw = { drizzle, sessions: {}, initializing: Promise.resolve(), payload: { logger }, rollbackTransaction }
  const wrapped = surfaceCommitFailures({
    init: () => raw as unknown as PostgresAdapter,
  } as unknown as DatabaseAdapterObj<PostgresAdapter>)
  const db = wrapped.init({ payload: {} as Payload })
  return { db, statements, logger }
}

describe('surfaceCommitFailures', () => {
  it('commits as before when COMMIT succeeds', async () => {
    const { db, statements } = adapterWith({})
    const id = await db.beginTransaction()
    await expect(db.commitTransaction(id!)).resolves.toBeUndefined()
    expect(statements).toEqual(['BEGIN', 'COMMIT'])
    expect(db.sessions).toEqual({})
  })

  it('rejects the commit with the database error when COMMIT fails', async () => {
    const { db, statements } = adapterWith({ commit: failing('deferred constraint violated') })
    const id = await db.beginTransaction()
    await expect(db.commitTransaction(id!)).rejects.toThrow('deferred constraint violated')
    expect(statements).toEqual(['BEGIN', 'COMMIT', 'ROLLBACK'])
  })

  it('rejects even when the rollback after the failed COMMIT fails too (a lost connection)', async () => {
    const { db } = adapterWith({ commit: failing('Connection terminated'), rollback: failing('not queryable') })
    const id = await db.beginTransaction()
    await expect(db.commitTransaction(id!)).rejects.toThrow()
  })

  it('rolls back without an error, whatever the ROLLBACK answers', async () => {
    const { db, statements } = adapterWith({ rollback: failing('not queryable') })
    const id = await db.beginTransaction()
    await expect(db.rollbackTransaction(id!)).resolves.toBeUndefined()
    expect(statements).toEqual(['BEGIN', 'ROLLBACK'])
  })

  it('rejects the begin, in Payload’s words, when no connection can be had', async () => {
    const { db, logger } = adapterWith({ connect: failing('connect ECONNREFUSED 127.0.0.1:5432') })
    await expect(db.beginTransaction()).rejects.toThrow(
      'Error: cannot begin transaction: connect ECONNREFUSED 127.0.0.1:5432',
    )
    expect(logger.error).toHaveBeenCalledOnce()
  })

  it('does nothing for a transaction that has ended already', async () => {
    const { db, statements } = adapterWith({})
    const id = await db.beginTransaction()
    await db.commitTransaction(id!)
    await expect(db.commitTransaction(id!)).resolves.toBeUndefined()
    expect(statements).toEqual(['BEGIN', 'COMMIT'])
  })
})
