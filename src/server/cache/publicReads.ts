import { createLocalReq, type Payload } from 'payload'

import { sharedFreshRead } from './freshReads'
import { createVersionedCache } from './versionedCache'
import { publicDataVersion } from '@/server/queries/versions'
import type { PublicRead } from '@/server/http/publicAnswer'

const cache = createVersionedCache<string>({ maxSize: 32_000_000, sizeOf: (body) => body.length })
const versionReads = new WeakMap<Payload, () => Promise<string | null>>()

/** The committed version of the public data, one statement shared by the requests waiting for it. */
function readVersion(payload: Payload): Promise<string | null> {
  let read = versionReads.get(payload)
  if (!read) {
    read = sharedFreshRead(async () => publicDataVersion(await createLocalReq({}, payload)))
    versionReads.set(payload, read)
  }
  return read()
}

/**
 * Public answers about consultants (the list, a public profile), kept in this process for as long as
 * the data they show is unchanged. `consultant_search.public_version` counts the committed changes to
 * that data (migration public_version): every read asks for it — one primary-key read instead of
 * the search, shared by the requests that arrive while one is running (freshReads.ts) — so an answer is
 * never older than the last commit before the request, in any instance. The same version and key make
 * the answer's ETag, so browsers and shared caches revalidate it for the cost of that one read.
 */
export async function publicRead(
  payload: Payload,
  key: string,
  produce: () => Promise<string | null>,
): Promise<PublicRead> {
  const version = await readVersion(payload)
  // Without the counter (a database not migrated yet) nothing is kept.
  const body = version === null ? produce : () => cache.read(key, version, produce)
  return { version, key, body }
}

export const publicReadStats = () => cache.stats()
