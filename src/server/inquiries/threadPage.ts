import type { Payload } from 'payload'

import { executePrepared, sql } from '../db/sql'
import type { CounterpartView } from './views'
import type { InquiryRole, Side, ThreadQuery } from '@/domain/inquiries'

export type ConversationRow = {
  id: number
  user_id: number
  consultant_id: number
  user_archived: boolean
  consultant_archived: boolean
  user_unread: number
  consultant_unread: number
}

type CounterpartRow = {
  id: number
  first_name: string | null
  last_name: string | null
  image_url: string | null
  short_id: string | null
}
/** id, role, body, sender id and creation time of one message. */
type MessageTuple = [number, InquiryRole, string, number, string]

export type PageRow = ConversationRow & {
  counterpart: CounterpartRow | null
  /** Newest first, one more than the page; null when there are none or the viewer takes no part. */
  messages: MessageTuple[] | null
}

export function counterpartOf(user: PageRow['counterpart'], other: Side): CounterpartView | null {
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
 * The conversation, one page of its messages and (for the newest page) the other side, in one statement.
 * Messages and counterpart come only for a participant: the conditions on `viewerId` sit inside the
 * subqueries, so nobody else's request ever reads them.
 */
export async function threadPage(
  payload: Payload,
  conversationId: number,
  viewerId: number,
  query: ThreadQuery,
): Promise<PageRow | undefined> {
  // The first condition alone lets the index start at the cursor; the pair breaks ties exactly.
  const older = query.cursor
    ? sql`AND m.created_at <= ${new Date(query.cursor.at)}
          AND (m.created_at, m.id) < (${new Date(query.cursor.at)}, ${query.cursor.id})`
    : sql``
  const counterpart = query.cursor
    ? sql`NULL::json`
    : sql`(SELECT json_build_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name,
              'image_url', u.image_url,
              'short_id', (SELECT p.consultant_short_id FROM consultant_profiles p WHERE p.user_id = u.id LIMIT 1))
            FROM users u
            WHERE ${viewerId} IN (c.user_id, c.consultant_id)
              AND u.id = CASE WHEN c.user_id = ${viewerId} THEN c.consultant_id ELSE c.user_id END)`
  const [row] = await executePrepared<PageRow>(
    payload,
    sql`SELECT c.id, c.user_id, c.consultant_id, c.user_archived, c.consultant_archived,
          c.user_unread::int, c.consultant_unread::int, ${counterpart} AS counterpart,
          (SELECT json_agg(json_build_array(page.id, page.role, page.body, page.sender_id, page.created_at)
                    ORDER BY page.created_at DESC, page.id DESC)
             FROM (SELECT m.id, m.role, m.body, m.sender_id, m.created_at FROM inquiry_messages m
                   WHERE m.conversation_id = c.id AND ${viewerId} IN (c.user_id, c.consultant_id) ${older}
                   ORDER BY m.created_at DESC, m.id DESC LIMIT ${query.limit + 1}) page) AS messages
        FROM conversations c WHERE c.id = ${conversationId}`,
  )
  return row
}
