import type { Payload } from 'payload'

import { execute, sql } from '../db/sql'
import { isoOf, sideColumn } from './columns'
import { counterpartOf, threadPage, type ConversationRow } from './threadPage'
import type { CounterpartView, MessageView } from './views'
import { encodeCursor, otherSide, pageOf, type Side, type ThreadQuery } from '@/domain/inquiries'

export type ThreadView = {
  conversationId: number
  archiveStatus: 'ACTIVE' | 'ARCHIVED'
  userId: number
  consultantId: number
  counterpart: CounterpartView | null
  /** How many messages were unread for the viewer before this read (the newest page marks them read). */
  unreadCount: number
  messages: MessageView[]
  lastEvaluatedKey: string | null
}

export type ThreadOutcome = { kind: 'found'; thread: ThreadView } | { kind: 'notFound' } | { kind: 'forbidden' }

/** The side `viewerId` takes in a conversation, or null for anybody else. */
export async function participantSide(
  payload: Payload,
  conversationId: number,
  viewerId: number,
): Promise<{ side: Side | null; row: ConversationRow } | null> {
  const [row] = await execute<ConversationRow>(
    payload,
    sql`SELECT id, user_id, consultant_id, user_archived, consultant_archived, user_unread::int, consultant_unread::int
        FROM conversations WHERE id = ${conversationId}`,
  )
  if (!row) return null
  const side: Side | null = row.user_id === viewerId ? 'user' : row.consultant_id === viewerId ? 'consultant' : null
  return { side, row }
}

/**
 * One page of a conversation's messages, newest first, keyset-paged on (createdAt, id) so that messages
 * arriving meanwhile never shift the older pages. Reading the newest page marks the thread read.
 */
export async function loadThread(
  payload: Payload,
  conversationId: number,
  viewerId: number,
  query: ThreadQuery,
  now: Date,
): Promise<ThreadOutcome> {
  const row = await threadPage(payload, conversationId, viewerId, query)
  if (!row) return { kind: 'notFound' }
  const side: Side | null = row.user_id === viewerId ? 'user' : row.consultant_id === viewerId ? 'consultant' : null
  if (!side) return { kind: 'forbidden' }
  if (!query.cursor && Number(side === 'user' ? row.user_unread : row.consultant_unread) > 0) {
    await execute(
      payload,
      sql`UPDATE conversations SET ${sideColumn(side, 'unread')} = 0, ${sideColumn(side, 'last_read_at')} = ${now}
          WHERE id = ${conversationId} AND ${sideColumn(side, 'unread')} > 0`,
    )
  }
  const page = pageOf(row.messages ?? [], query.limit, ([id, , , , createdAt]) => ({ at: isoOf(createdAt), id }))
  return {
    kind: 'found',
    thread: {
      conversationId,
      archiveStatus: (side === 'user' ? row.user_archived : row.consultant_archived) ? 'ARCHIVED' : 'ACTIVE',
      userId: row.user_id,
      consultantId: row.consultant_id,
      counterpart: counterpartOf(row.counterpart, otherSide(side)),
      unreadCount: Number(side === 'user' ? row.user_unread : row.consultant_unread),
      messages: page.items.map(([id, role, body, senderId, createdAt]) => ({
        id,
        conversationId,
        role,
        message: body,
        userId: row.user_id,
        consultantId: row.consultant_id,
        senderId,
        createdAt: isoOf(createdAt),
      })),
      lastEvaluatedKey: page.next ? encodeCursor(page.next) : null,
    },
  }
}
