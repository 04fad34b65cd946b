import type { Payload } from 'payload'

import { execute, sql } from '../db/sql'
import { isoOf, sideColumn } from './columns'
import type { CounterpartView, MessageView } from './views'
import { encodeCursor, otherSide, pageOf, type Side, type ThreadQuery } from '@/domain/inquiries'

type ConversationRow = {
  id: number
  user_id: number
  consultant_id: number
  user_archived: boolean
  consultant_archived: boolean
  user_unread: number
  consultant_unread: number
}
type MessageRow = { id: number; role: 'USER' | 'CONSULTANT'; body: string; sender_id: number; created_at: unknown }

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

async function counterpartOf(payload: Payload, row: ConversationRow, viewer: Side): Promise<CounterpartView | null> {
  const other = otherSide(viewer)
  const [user] = await execute<{
    id: number
    first_name: string | null
    last_name: string | null
    image_url: string | null
    short_id: string | null
  }>(
    payload,
    sql`SELECT u.id, u.first_name, u.last_name, u.image_url,
          (SELECT p.consultant_short_id FROM consultant_profiles p WHERE p.user_id = u.id LIMIT 1) AS short_id
        FROM users u WHERE u.id = ${other === 'user' ? row.user_id : row.consultant_id}`,
  )
  if (!user) return null
  return {
    id: user.id,
    firstName: user.first_name ?? '',
    lastName: user.last_name ?? '',
    imageUrl: user.image_url,
    ...(other === 'consultant' ? { consultantShortId: user.short_id } : {}),
  }
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
  const found = await participantSide(payload, conversationId, viewerId)
  if (!found) return { kind: 'notFound' }
  const { side, row } = found
  if (!side) return { kind: 'forbidden' }
  // The first condition alone lets the index start at the cursor; the pair breaks ties exactly.
  const older = query.cursor
    ? sql`AND created_at <= ${new Date(query.cursor.at)}
          AND (created_at, id) < (${new Date(query.cursor.at)}, ${query.cursor.id})`
    : sql``
  const [rows, counterpart] = await Promise.all([
    execute<MessageRow>(
      payload,
      sql`SELECT id, role, body, sender_id, created_at FROM inquiry_messages
          WHERE conversation_id = ${conversationId} ${older}
          ORDER BY created_at DESC, id DESC LIMIT ${query.limit + 1}`,
    ),
    query.cursor ? Promise.resolve(null) : counterpartOf(payload, row, side),
  ])
  if (!query.cursor && Number(side === 'user' ? row.user_unread : row.consultant_unread) > 0) {
    await execute(
      payload,
      sql`UPDATE conversations SET ${sideColumn(side, 'unread')} = 0, ${sideColumn(side, 'last_read_at')} = ${now}
          WHERE id = ${conversationId} AND ${sideColumn(side, 'unread')} > 0`,
    )
  }
  const page = pageOf(rows, query.limit, (message) => ({ at: isoOf(message.created_at), id: message.id }))
  return {
    kind: 'found',
    thread: {
      conversationId,
      archiveStatus: (side === 'user' ? row.user_archived : row.consultant_archived) ? 'ARCHIVED' : 'ACTIVE',
      userId: row.user_id,
      consultantId: row.consultant_id,
      counterpart,
      unreadCount: Number(side === 'user' ? row.user_unread : row.consultant_unread),
      messages: page.items.map((message) => ({
        id: message.id,
        conversationId,
        role: message.role,
        message: message.body,
        userId: row.user_id,
        consultantId: row.consultant_id,
        senderId: message.sender_id,
        createdAt: isoOf(message.created_at),
      })),
      lastEvaluatedKey: page.next ? encodeCursor(page.next) : null,
    },
  }
}
