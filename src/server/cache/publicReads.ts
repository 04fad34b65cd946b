import type { Payload } from 'payload'

import { executePrepared, sql } from '../db/sql'
import { createResponseCache } from './responseCache'

const MAX_CHARS = 32_000_000
const cache = createResponseCache({ maxChars: MAX_CHARS })

/**
 * Public answers about consultants (the list, a public profile), kept in this process for as long as
 * the data they show is unchanged. `consultant_search.public_version` counts the committed changes to
 * that data (migration public_version): every read asks for it — one primary-key read instead of
 * the search — so an answer is never older than the last commit, in any instance.
 */
export async function readPublicAnswer<Body extends string | null>(
  payload: Payload,
  key: string,
  produce: () => Promise<Body>,
): Promise<Body> {
  const [row] = await executePrepared<{ version: string }>(
    payload,
    sql`select version::text as version from consultant_search.public_version`,
  )
  // Without the counter (a database not migrated yet) nothing is kept.
  if (!row) return produce()
  return cache.read(row.version, key, produce)
}

export const publicReadStats = () => cache.stats()
