import type { Payload, PayloadRequest } from 'payload'

type StoredSessions = { id: number; sessions?: { id: string }[] | null }

/**
 * Ends the user's sessions that `keep` refuses, as Payload's own logout does: the session rows go, and a
 * token naming one of them no longer signs anyone in. Joins the request's transaction when given `req`.
 */
export async function keepSessions(
  payload: Payload,
  userId: number,
  keep: (sessionId: string) => boolean,
  req?: PayloadRequest,
): Promise<void> {
  const stored = await payload.db.findOne<StoredSessions>({
    collection: 'users',
    where: { id: { equals: userId } },
    req,
  })
  const sessions = stored?.sessions ?? []
  const kept = sessions.filter((session) => keep(session.id))
  if (kept.length === sessions.length) return
  await payload.db.updateOne({ collection: 'users', id: userId, data: { sessions: kept }, req, returning: false })
}
