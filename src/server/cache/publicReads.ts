import { createLocalReq, type Payload } from 'payload'

import { sharedFreshRead } from './freshReads'
import { createVersionedCache } from './versionedCache'
import { allSlotsVersion, publicDataVersion } from '@/server/queries/versions'
import type { PublicRead } from '@/server/http/publicAnswer'

const cache = createVersionedCache<string>({ maxSize: 32_000_000, sizeOf: (body) => body.length })
type VersionReads = { publicData: () => Promise<string | null>; allSlots: () => Promise<string> }
const versionReads = new WeakMap<Payload, VersionReads>()

/** The committed versions of the public data and of all free slots, each one statement shared by the requests waiting for it. */
function versionReadsOf(payload: Payload): VersionReads {
  let reads = versionReads.get(payload)
  if (!reads) {
    reads = {
      publicData: sharedFreshRead(async () => publicDataVersion(await createLocalReq({}, payload))),
      allSlots: sharedFreshRead(async () => allSlotsVersion(await createLocalReq({}, payload))),
    }
    versionReads.set(payload, reads)
  }
  return reads
}

/**
 * Public answers about consultants (the list, a public profile), kept in this process for as long as
 * the data they show is unchanged. `consultant_search.public_version` counts the committed changes to
 * that data (migration public_version): every read asks for it — one primary-key read instead of
 * the search, shared by the requests that arrive while one is running (freshReads.ts) — so an answer is
 * never older than the last commit before the request, in any instance. The same version and key make
 * the answer's ETag, so browsers and shared caches revalidate it for the cost of that one read. An
 * answer that also shows free slots (`withSlots`) is versioned by the slots of all consultants as well.
 * `produce` is given the public data version alone, for parts of answers kept at it (a consultant's card,
 * which shows no free slots).
 */
export async function publicRead(
  payload: Payload,
  key: string,
  produce: (version: string | null) => Promise<string | null>,
  { withSlots = false }: { withSlots?: boolean } = {},
): Promise<PublicRead> {
  const reads = versionReadsOf(payload)
  const [dataVersion, slotsVersion] = await Promise.all([reads.publicData(), withSlots ? reads.allSlots() : null])
  const version = dataVersion !== null && slotsVersion !== null ? `${dataVersion}/${slotsVersion}` : dataVersion
  // Without the counter (a database not migrated yet) nothing is kept.
  const body = version === null ? () => produce(null) : () => cache.read(key, version, () => produce(dataVersion))
  return { version, key, body }
}

export const publicReadStats = () => cache.stats()
