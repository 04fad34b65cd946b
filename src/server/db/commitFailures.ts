import { randomUUID } from 'node:crypto'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { DatabaseAdapterObj } from 'payload'

/*
 * Payload 3.90's drizzle adapter answers a failing COMMIT as success: a deferred constraint or trigger
 * raising at commit, or a connection lost during COMMIT, leaves the Local API call resolved with the
 * document it never stored. Two layers swallow the error: `commitTransaction` catches what `resolve()`
 * throws, and `resolve()` cannot throw anyway, because the `.catch` added to `beginTransaction` for a
 * connection that fails before the transaction starts also absorbs the commit's rejection.
 *
 * The two functions below replace the adapter's, as upstream proposes it (payloadcms/payload#17726):
 * `resolve()` answers drizzle's own transaction promise, which rejects with the database's error when
 * COMMIT fails, after drizzle's ROLLBACK (on a lost connection that ROLLBACK fails too, and its error,
 * another connection error, is the one answered). `commitTransaction` rethrows it; ending the session
 * afterwards is best effort and never replaces it. A failure before the transaction starts still rejects
 * `beginTransaction` instead of leaving it waiting forever. Drop this module once Payload ships the fix.
 */

type TransactionOptions = Parameters<PostgresAdapter['drizzle']['transaction']>[1]
type Session = PostgresAdapter['sessions'][string]

async function beginTransaction(this: PostgresAdapter, options?: TransactionOptions): Promise<string> {
  const id = randomUUID()
  try {
    // The adapter may still be (re)connecting, with `drizzle` not set yet.
    await this.initializing
    const session = await new Promise<Session>((started, failedToStart) => {
      let finish = () => {}
      let abandon = () => {}
      const done: Promise<void> = this.drizzle.transaction(
        async (db) => {
          // Held open until Payload commits (COMMIT runs when this returns) or rolls back (this throws).
          const decided = new Promise<void>((commit, rollBack) => {
            finish = commit
            abandon = () => rollBack(new Error('transaction rolled back'))
          })
          started({
            db,
            resolve: () => {
              finish()
              return done
            },
            // Whether the ROLLBACK itself succeeds changes nothing for the caller: the work is not kept.
            reject: () => {
              abandon()
              return done.catch(() => undefined)
            },
          })
          await decided
        },
        options ?? (this.transactionOptions as TransactionOptions),
      )
      // Before the callback ran (no connection, BEGIN failed), nobody else waits on `done`; after it ran,
      // `started` has settled already and this only keeps the rejection from going unhandled.
      done.catch(failedToStart)
    })
    this.sessions[id] = session
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err)
    this.payload.logger.error({ err, msg: `Error: cannot begin transaction: ${message}` })
    // Payload's wording: src/server/db/unavailable.ts recognises a lost database by it.
    throw new Error(`Error: cannot begin transaction: ${message}`, { cause: err })
  }
  return id
}

async function commitTransaction(this: PostgresAdapter, incomingId: Promise<number | string> | number | string = '') {
  const id = incomingId instanceof Promise ? await incomingId : incomingId
  // Already ended (committed or rolled back by another operation of the same request).
  const session = this.sessions[id]
  if (!session) return
  // Out of the registry first, so nothing else picks up a transaction that is ending.
  delete this.sessions[id]
  try {
    await session.resolve()
  } catch (error) {
    await session.reject().catch(() => undefined)
    throw error
  }
}

/** The postgres adapter, with a failed COMMIT reported to the caller as the database's error. */
export function surfaceCommitFailures(
  adapter: DatabaseAdapterObj<PostgresAdapter>,
): DatabaseAdapterObj<PostgresAdapter> {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      db.beginTransaction = beginTransaction
      db.commitTransaction = commitTransaction
      return db
    },
  }
}
