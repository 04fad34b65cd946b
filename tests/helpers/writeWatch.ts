import type { CollectionSlug, Payload, Where } from 'payload'

import { execute, sql } from './sql'

/**
 * The database's WAL insert position: it moves on every write, whichever connection made it, and stays
 * put on reads, so a sweep can tell cheaply whether a request wrote anything.
 */
export async function walPosition(payload: Payload): Promise<string> {
  const [row] = await execute<{ lsn: string }>(payload, sql`SELECT pg_current_wal_insert_lsn()::text AS lsn`)
  return row!.lsn
}

/**
 * How many records each collection holds and when the last changed. Left out: the rows of the sweep's
 * own signed-in actors (signing in again writes a session), the rate-limit counters (payload-kv), which
 * refused sign-ins rightly count, and the jobs queue (payload-jobs): jobs appear while later routes run
 * (a different route each run), so a new job cannot be pinned on the route that was running.
 */
export async function recordsSnapshot(payload: Payload, actorIds: number[]): Promise<Record<string, string>> {
  const slugs = payload.config.collections
    .map((collection) => collection.slug as CollectionSlug)
    .filter((slug) => slug !== 'payload-kv' && slug !== 'payload-jobs')
  // One read per collection, all at once: they are independent, and one after another they cost seconds per sweep.
  const entries = await Promise.all(
    slugs.map(async (slug) => {
      const where: Where = slug === 'users' ? { id: { not_in: actorIds } } : {}
      const { docs, totalDocs } = await payload.find({
        collection: slug,
        where,
        sort: '-updatedAt',
        limit: 1,
        depth: 0,
      })
      return [slug, `${totalDocs} ${(docs[0] as { updatedAt?: string } | undefined)?.updatedAt ?? ''}`] as const
    }),
  )
  return Object.fromEntries(entries)
}

/** The collections whose snapshot differs. */
export function changedCollections(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after).filter((slug) => before[slug] !== after[slug])
}
