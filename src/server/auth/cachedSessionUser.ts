import { createLocalReq, JWTAuthentication, type AuthStrategy, type Payload } from 'payload'

import { createVersionedCache } from '../cache/versionedCache'
import { sessionUserVersion } from '../queries/versions'

type Doc = Record<string, unknown>
type FindByIDArgs = Parameters<Payload['findByID']>[0]

// Enough for every account signed in on one instance at a busy hour; the least recently used goes first.
const users = createVersionedCache<Doc>({ maxSize: 2_000, sizeOf: () => 1, copy: structuredClone })

/**
 * Payload's own read of the signed-in user (findByID, every field and hook), answered from memory while
 * the user's row and session rows are unchanged; checking that costs one small statement instead of the
 * relational query and the field hooks. Only plain reads are cached: inside a transaction, or for any
 * other collection, Payload reads as usual. The copy handed out is the caller's to change.
 */
function cachedFindByID(payload: Payload): Payload['findByID'] {
  return (async (args: FindByIDArgs) => {
    const id = Number(args.id)
    if (args.collection !== 'users' || !Number.isSafeInteger(id) || args.req?.transactionID) {
      return payload.findByID(args)
    }
    const key = `${id}|${args.depth}|${args.locale}|${args.fallbackLocale}`
    // Its own request: the check reads what is committed, never the caller's transaction.
    const version = await sessionUserVersion(await createLocalReq({}, payload), id)
    if (version === null) return payload.findByID(args)
    // Read after the version: a change in between leaves the entry older-tagged, so the next check misses.
    return users.read(key, version, async () => (await payload.findByID(args)) as unknown as Doc | null)
  }) as Payload['findByID']
}

/**
 * Payload's JWT strategy (signature, token version, session id among the user's sessions) with the user
 * read above. Listed among the users collection's strategies, it runs before Payload's own JWT strategy,
 * which then only sees the requests this one left anonymous.
 *
 * Requires the user document to depend on nothing but the users row and its sessions: `auth.depth: 0`
 * (no populated relationships), no join field and no afterRead hook (tests/int/session-user-cache-rule).
 */
export const cachedSessionUserStrategy: AuthStrategy = {
  name: 'local-jwt-cached-user',
  authenticate: (args) => {
    const payload = Object.create(args.payload, { findByID: { value: cachedFindByID(args.payload) } }) as Payload
    // The same strategy name as Payload's, which /api/users/me and the token refresh report back.
    return JWTAuthentication({ ...args, payload, strategyName: 'local-jwt' })
  },
}

/** Forgets every cached user (tests). */
export function clearCachedSessionUsers() {
  users.clear()
}
