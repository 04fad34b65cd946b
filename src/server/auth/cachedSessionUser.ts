import { JWTAuthentication, type AuthStrategy, type Payload } from 'payload'

import { executePrepared, sql } from '../db/sql'

type Doc = Record<string, unknown>
type FindByIDArgs = Parameters<Payload['findByID']>[0]
type Entry = { version: string; doc: Doc }

// Enough for every account signed in on one instance at a busy hour; the oldest entry goes first.
const MAX_ENTRIES = 2_000
const entries = new Map<string, Entry>()

/**
 * The version of a user's row and of their session rows: PostgreSQL gives every new row version a new
 * `xmin`, whoever writes it (Payload, our SQL, an operator), so a signed-in user whose account or
 * sessions changed in any way gets a new version. `updated_at` would not do: logging out leaves it alone.
 */
async function versionOf(payload: Payload, id: number): Promise<string | null> {
  const [row] = await executePrepared<{ version: string }>(
    payload,
    sql`SELECT u.xmin::text || '/' || coalesce((SELECT string_agg(s.id || ':' || s.xmin::text, ',' ORDER BY s.id)
          FROM users_sessions s WHERE s._parent_id = u.id), '') AS version
        FROM users u WHERE u.id = ${id}`,
  )
  return row?.version ?? null
}

function remember(key: string, entry: Entry) {
  entries.delete(key)
  entries.set(key, entry)
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!)
}

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
    const version = await versionOf(payload, id)
    if (version === null) return payload.findByID(args)
    const known = entries.get(key)
    if (known?.version === version) return structuredClone(known.doc)
    // Read after the version: a change in between leaves the entry older-tagged, so the next check misses.
    const doc = (await payload.findByID(args)) as unknown as Doc | null
    if (doc) remember(key, { version, doc: structuredClone(doc) })
    return doc
  }) as Payload['findByID']
}

/**
 * Payload's JWT strategy (signature, token version, session id among the user's sessions) with the user
 * read above. Listed among the users collection's strategies, it runs before Payload's own JWT strategy,
 * which then only sees the requests this one left anonymous.
 *
 * Requires the user document to depend on nothing but the users row and its sessions: `auth.depth: 0`
 * (no populated relationships) and no afterRead hook that reads other data.
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
  entries.clear()
}
