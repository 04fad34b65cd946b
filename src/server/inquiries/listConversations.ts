import type { Payload } from 'payload'

import { executePrepared, sql } from '../db/sql'
import { isoOf, sideColumn } from './columns'
import type { ConversationView } from './views'
import { encodeCursor, otherSide, pageOf, type ConversationListQuery, type Side } from '@/domain/inquiries'

type Row = {
  id: number
  user_id: number
  consultant_id: number
  last_message_at: unknown
  last_message_preview: string
  last_message_role: 'USER' | 'CONSULTANT'
  archived: boolean
  unread: number
  counterpart_id: number
  first_name: string | null
  last_name: string | null
  image_url: string | null
  consultant_short_id: string | null
}

function viewOf(row: Row, viewer: Side): ConversationView {
  return {
    conversationId: row.id,
    userId: row.user_id,
    consultantId: row.consultant_id,
    archiveStatus: row.archived ? 'ARCHIVED' : 'ACTIVE',
    lastMessageAt: isoOf(row.last_message_at),
    lastMessagePreview: row.last_message_preview,
    lastMessageRole: row.last_message_role,
    unreadCount: Number(row.unread),
    unread: Number(row.unread) > 0,
    counterpart: {
      id: row.counterpart_id,
      firstName: row.first_name ?? '',
      lastName: row.last_name ?? '',
      imageUrl: row.image_url,
      ...(viewer === 'user' ? { consultantShortId: row.consultant_short_id } : {}),
    },
  }
}

/** One page of the viewer's conversations, newest message first, keyset-paged on (lastMessageAt, id). */
export async function listConversations(
  payload: Payload,
  viewerId: number,
  viewer: Side,
  query: ConversationListQuery,
): Promise<{ conversations: ConversationView[]; lastEvaluatedKey: string | null }> {
  const other = otherSide(viewer)
  const after = query.cursor
    ? // The first condition alone lets the index start at the cursor; the pair breaks ties exactly.
      sql`AND c.last_message_at <= ${new Date(query.cursor.at)}
          AND (c.last_message_at, c.id) < (${new Date(query.cursor.at)}, ${query.cursor.id})`
    : sql``
  const rows = await executePrepared<Row>(
    payload,
    sql`SELECT c.id, c.user_id, c.consultant_id, c.last_message_at, c.last_message_preview, c.last_message_role,
          c.${sideColumn(viewer, 'archived')} AS archived, c.${sideColumn(viewer, 'unread')}::int AS unread,
          u.id AS counterpart_id, u.first_name, u.last_name, u.image_url,
          (SELECT p.consultant_short_id FROM consultant_profiles p WHERE p.user_id = c.consultant_id LIMIT 1)
            AS consultant_short_id
        FROM conversations c JOIN users u ON u.id = c.${sideColumn(other, 'id')}
        WHERE c.${sideColumn(viewer, 'id')} = ${viewerId}
          AND c.${sideColumn(viewer, 'archived')} = ${query.archiveStatus === 'ARCHIVED'} ${after}
        ORDER BY c.last_message_at DESC, c.id DESC
        LIMIT ${query.limit + 1}`,
  )
  const page = pageOf(rows, query.limit, (row) => ({ at: isoOf(row.last_message_at), id: row.id }))
  return {
    conversations: page.items.map((row) => viewOf(row, viewer)),
    lastEvaluatedKey: page.next ? encodeCursor(page.next) : null,
  }
}

/** The header badge: how many of the viewer's conversations hold messages they have not read. */
export async function unreadConversationCount(payload: Payload, viewerId: number, viewer: Side): Promise<number> {
  const [row] = await executePrepared<{ count: number }>(
    payload,
    sql`SELECT count(*)::int AS count FROM conversations
        WHERE ${sideColumn(viewer, 'id')} = ${viewerId} AND ${sideColumn(viewer, 'unread')} > 0`,
  )
  return Number(row?.count ?? 0)
}
