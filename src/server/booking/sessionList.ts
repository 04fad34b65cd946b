import type { Payload, Where } from 'payload'

import { findListedSessions, sessionListItems, type SessionListItem, type SessionViewer } from './sessionListItems'
import type { SessionListFilter } from '@/domain/booking/sessionListFilter'
import { encodeCursor, type Cursor } from '@/domain/paging'

export type { SessionListItem, SessionViewer } from './sessionListItems'

function afterCursor(after: Cursor, order: SessionListFilter['order']): Where {
  const past = order === 'soonestFirst' ? 'greater_than' : 'less_than'
  return {
    or: [
      { startsAt: { [past]: after.at } },
      { and: [{ startsAt: { equals: after.at } }, { id: { [past]: after.id } }] },
    ],
  }
}

/**
 * One page of the viewer's own sessions in the filter's order of (startsAt, id), after `after`.
 * Two or three queries whatever the page size: the sessions, the counterparts, their profiles (and the
 * booking settings once, when a listed session can still be cancelled or moved).
 */
export async function sessionList(
  payload: Payload,
  viewer: SessionViewer,
  filter: SessionListFilter,
  limit: number,
  after: Cursor | undefined,
  now: Date = new Date(),
): Promise<{ consultations: SessionListItem[]; lastEvaluatedKey: string | null }> {
  const where: Where[] = [{ status: { in: [...filter.statuses] } }]
  if (after) where.push(afterCursor(after, filter.order))
  const sort = filter.order === 'soonestFirst' ? ['startsAt', 'id'] : ['-startsAt', '-id']
  const { docs } = await findListedSessions(payload, viewer, where, sort, limit + 1)
  const page = docs.slice(0, limit)
  const last = page.at(-1)
  return {
    consultations: await sessionListItems(payload, viewer, page, now),
    lastEvaluatedKey: docs.length > limit && last ? encodeCursor({ at: last.startsAt, id: last.id }) : null,
  }
}

/** One of the viewer's own sessions as its list row, or null when it is not theirs. */
export async function sessionListItem(
  payload: Payload,
  viewer: SessionViewer,
  consultationId: number,
  now: Date = new Date(),
): Promise<SessionListItem | null> {
  const { docs } = await findListedSessions(payload, viewer, [{ id: { equals: consultationId } }], ['id'], 1)
  return (await sessionListItems(payload, viewer, docs, now))[0] ?? null
}
