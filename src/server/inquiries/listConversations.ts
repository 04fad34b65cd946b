import { createLocalReq, type Payload } from 'payload'

import type { ConversationView } from './views'
import { encodeCursor, pageOf, type ConversationListQuery, type Side } from '@/domain/inquiries'
import {
  conversationListRows,
  unreadConversationCount as unreadCount,
  type ConversationListRow,
} from '@/server/queries/inquiries'

function viewOf(row: ConversationListRow, viewer: Side): ConversationView {
  return {
    conversationId: row.id,
    userId: row.user,
    consultantId: row.consultant,
    archiveStatus: row.archived ? 'ARCHIVED' : 'ACTIVE',
    lastMessageAt: row.lastMessageAt,
    lastMessagePreview: row.lastMessagePreview,
    lastMessageRole: row.lastMessageRole,
    unreadCount: row.unread,
    unread: row.unread > 0,
    counterpart: {
      id: row.counterpartId,
      firstName: row.firstName ?? '',
      lastName: row.lastName ?? '',
      imageUrl: row.imageUrl,
      ...(viewer === 'user' ? { consultantShortId: row.consultantShortId } : {}),
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
  const rows = await conversationListRows(await createLocalReq({}, payload), viewerId, viewer, {
    limit: query.limit,
    archived: query.archiveStatus === 'ARCHIVED',
    cursor: query.cursor,
  })
  const page = pageOf(rows, query.limit, (row) => ({ at: row.lastMessageAt, id: row.id }))
  return {
    conversations: page.items.map((row) => viewOf(row, viewer)),
    lastEvaluatedKey: page.next ? encodeCursor(page.next) : null,
  }
}

/** The header badge: how many of the viewer's conversations hold messages they have not read. */
export async function unreadConversationCount(payload: Payload, viewerId: number, viewer: Side): Promise<number> {
  return unreadCount(await createLocalReq({}, payload), viewerId, viewer)
}
