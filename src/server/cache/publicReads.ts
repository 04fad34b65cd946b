import type { Payload } from 'payload'

import { executePrepared, sql } from '../db/sql'
import { sharedFreshRead } from './freshReads'
import { createResponseCache } from './responseCache'

const MAX_CHARS = 32_000_000
const cache = createResponseCache({ maxChars: MAX_CHARS })
const versionReads = new WeakMap<Payload, () => Promise<string | null>>()

/** The committed version of the public data, one statement shared by the requests waiting for it. */
function readVersion(payload: Payload): Promise<string | null> {
  let read = versionReads.get(payload)
  if (!read) {
    read = sharedFreshRead(async () => {
      const [row] = await executePrepared<{ version: string }>(
        payload,
        sql`select version::text as version from consultant_search.public_version`,
      )
      return row?.version ?? null
    })
    versionReads.set(payload, read)
  }
  return read()
}

/**
 * Public answers about consultants (the list, a public profile), kept in this process for as long as
 * the data they show is unchanged. `consultant_search.public_version` counts the committed changes to
 * that data (migration public_version): every read asks for it — one primary-key read instead of
 * the search, shared by the requests that arrive while one is running (freshReads.ts) — so an answer is
 * never older than the last commit before the request, in any instance.
 */
export async function readPublicAnswer<Body extends string | null>(
  payload: Payload,
  key: string,
  produce: () => Promise<Body>,
): Promise<Body> {
  const version = await readVersion(payload)
  // Without the counter (a database not migrated yet) nothing is kept.
  if (version === null) return produce()
  return cache.read(version, key, produce)
}

export const publicReadStats = () => cache.stats()
