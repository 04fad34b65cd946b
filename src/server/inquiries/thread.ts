import { createLocalReq, type Payload } from 'payload'

import { isoOf } from './columns'
import type { CounterpartView, MessageView } from './views'
import { encodeCursor, otherSide, pageOf, type Side, type ThreadQuery } from '@/domain/inquiries'
import {
  conversationSidesOf,
  markConversationRead,
  threadPageRow,
  type ConversationSidesRow,
  type CounterpartRow,
} from '@/server/queries/inquiries'

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

const sideIn = (row: ConversationSidesRow, viewerId: number): Side | null =>
  row.user === viewerId ? 'user' : row.consultant === viewerId ? 'consultant' : null

/** The side `viewerId` takes in a conversation, or null for anybody else. */
export async function participantSide(
  payload: Payload,
  conversationId: number,
  viewerId: number,
): Promise<{ side: Side | null; row: ConversationSidesRow } | null> {
  const row = await conversationSidesOf(await createLocalReq({}, payload), conversationId)
  if (!row) return null
  return { side: sideIn(row, viewerId), row }
}

function counterpartOf(user: CounterpartRow | null, other: Side): CounterpartView | null {
  if (!user) return null
  return {
    id: user.id,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    imageUrl: user.imageUrl,
    ...(other === 'consultant' ? { consultantShortId: user.consultantShortId } : {}),
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
  const req = await createLocalReq({}, payload)
  const row = await threadPageRow(req, conversationId, viewerId, query)
  if (!row) return { kind: 'notFound' }
  const side = sideIn(row, viewerId)
  if (!side) return { kind: 'forbidden' }
  const unreadCount = side === 'user' ? row.userUnread : row.consultantUnread
  if (!query.cursor && unreadCount > 0) await markConversationRead(req, conversationId, side, now)
  const page = pageOf(row.messages ?? [], query.limit, ([id, , , , createdAt]) => ({ at: isoOf(createdAt), id }))
  return {
    kind: 'found',
    thread: {
      conversationId,
      archiveStatus: (side === 'user' ? row.userArchived : row.consultantArchived) ? 'ARCHIVED' : 'ACTIVE',
      userId: row.user,
      consultantId: row.consultant,
      counterpart: counterpartOf(row.counterpart, otherSide(side)),
      unreadCount,
      messages: page.items.map(([id, role, body, senderId, createdAt]) => ({
        id,
        conversationId,
        role,
        message: body,
        userId: row.user,
        consultantId: row.consultant,
        senderId,
        createdAt: isoOf(createdAt),
      })),
      lastEvaluatedKey: page.next ? encodeCursor(page.next) : null,
    },
  }
}
