import type { PayloadRequest } from 'payload'

import { isoTime, type RowOf } from './rows'
import { runSql, sql, type SQL } from '@/server/db/sql'
import type { Cursor } from '@/domain/paging'
import { otherSide, type InquiryRole, type Side } from '@/domain/inquiries'
import type { Conversation, InquiryMessage, User } from '@/payload-types'

/** A per-side column of `conversations` (user_unread, consultant_archived, …); `side` is never user input. */
const sideColumn = (side: Side, column: 'id' | 'archived' | 'unread' | 'last_read_at' | 'emailed_at'): SQL =>
  sql.raw(`"${side}_${column}"`)

/** The two sides of a conversation and what each has archived and not read; `user`/`consultant` are ids. */
export type ConversationSidesRow = RowOf<
  Conversation,
  'id' | 'user' | 'consultant' | 'userArchived' | 'consultantArchived' | 'userUnread' | 'consultantUnread'
>

const conversationSides = sql`c.id, c.user_id AS "user", c.consultant_id AS consultant,
  c.user_archived AS "userArchived", c.consultant_archived AS "consultantArchived",
  c.user_unread::int AS "userUnread", c.consultant_unread::int AS "consultantUnread"`

export async function conversationSidesOf(
  req: PayloadRequest,
  conversationId: number,
): Promise<ConversationSidesRow | undefined> {
  const [row] = await runSql<ConversationSidesRow>(
    req,
    sql`SELECT ${conversationSides} FROM conversations c WHERE c.id = ${conversationId}`,
  )
  return row
}

export type CounterpartRow = RowOf<User, 'id' | 'firstName' | 'lastName' | 'imageUrl'> & {
  consultantShortId: string | null
}

/** id, role, body, sender id and creation time of one message. */
export type MessageTuple = [InquiryMessage['id'], InquiryMessage['role'], InquiryMessage['body'], number, string]

export type ThreadPageRow = ConversationSidesRow & {
  counterpart: CounterpartRow | null
  /** Newest first, one more than the page; null when there are none or the viewer takes no part. */
  messages: MessageTuple[] | null
}

/**
 * The conversation, one page of its messages (older than `cursor`, at most `limit` + 1) and, for the
 * newest page, the other side, in one prepared statement. Messages and counterpart come only for a
 * participant: the conditions on `viewerId` sit inside the subqueries, so nobody else's request reads them.
 */
export async function threadPageRow(
  req: PayloadRequest,
  conversationId: number,
  viewerId: number,
  { limit, cursor }: { limit: number; cursor?: Cursor },
): Promise<ThreadPageRow | undefined> {
  // The first condition alone lets the index start at the cursor; the pair breaks ties exactly.
  const older = cursor
    ? sql`AND m.created_at <= ${new Date(cursor.at)} AND (m.created_at, m.id) < (${new Date(cursor.at)}, ${cursor.id})`
    : sql``
  const counterpart = cursor
    ? sql`NULL::json`
    : sql`(SELECT json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name,
              'imageUrl', u.image_url,
              'consultantShortId', (SELECT p.consultant_short_id FROM consultant_profiles p WHERE p.user_id = u.id LIMIT 1))
            FROM users u
            WHERE ${viewerId} IN (c.user_id, c.consultant_id)
              AND u.id = CASE WHEN c.user_id = ${viewerId} THEN c.consultant_id ELSE c.user_id END)`
  const [row] = await runSql<ThreadPageRow>(
    req,
    sql`SELECT ${conversationSides}, ${counterpart} AS counterpart,
          (SELECT json_agg(json_build_array(page.id, page.role, page.body, page.sender_id, page.created_at)
                    ORDER BY page.created_at DESC, page.id DESC)
             FROM (SELECT m.id, m.role, m.body, m.sender_id, m.created_at FROM inquiry_messages m
                   WHERE m.conversation_id = c.id AND ${viewerId} IN (c.user_id, c.consultant_id) ${older}
                   ORDER BY m.created_at DESC, m.id DESC LIMIT ${limit + 1}) page) AS messages
        FROM conversations c WHERE c.id = ${conversationId}`,
    { prepared: true },
  )
  return row
}

/** Marks the conversation read for `side` (nothing when it holds nothing unread for them). */
export async function markConversationRead(
  req: PayloadRequest,
  conversationId: number,
  side: Side,
  now: Date,
): Promise<void> {
  await runSql(
    req,
    sql`UPDATE conversations SET ${sideColumn(side, 'unread')} = 0, ${sideColumn(side, 'last_read_at')} = ${now}
        WHERE id = ${conversationId} AND ${sideColumn(side, 'unread')} > 0`,
  )
}

/** Archives or restores the conversation for `side` only. */
export async function setConversationArchived(
  req: PayloadRequest,
  conversationId: number,
  side: Side,
  archived: boolean,
  now: Date,
): Promise<void> {
  await runSql(
    req,
    sql`UPDATE conversations SET ${sideColumn(side, 'archived')} = ${archived}, updated_at = ${now}
        WHERE id = ${conversationId}`,
  )
}

/**
 * A conversation in the viewer's list: what the viewer has archived and not read, the other side's id,
 * name and picture, and the consultant's short id.
 */
export type ConversationListRow = RowOf<
  Conversation,
  'id' | 'user' | 'consultant' | 'lastMessageAt' | 'lastMessagePreview' | 'lastMessageRole'
> &
  RowOf<User, 'firstName' | 'lastName' | 'imageUrl'> & {
    archived: boolean
    unread: number
    counterpartId: number
    consultantShortId: string | null
  }

/** One page (`limit` + 1 rows) of the viewer's conversations, newest message first, after `cursor`. */
export async function conversationListRows(
  req: PayloadRequest,
  viewerId: number,
  viewer: Side,
  { limit, archived, cursor }: { limit: number; archived: boolean; cursor?: Cursor },
): Promise<ConversationListRow[]> {
  const other = otherSide(viewer)
  // The first condition alone lets the index start at the cursor; the pair breaks ties exactly.
  const after = cursor
    ? sql`AND c.last_message_at <= ${new Date(cursor.at)}
          AND (c.last_message_at, c.id) < (${new Date(cursor.at)}, ${cursor.id})`
    : sql``
  return runSql<ConversationListRow>(
    req,
    sql`SELECT c.id, c.user_id AS "user", c.consultant_id AS consultant,
          ${isoTime(sql`c.last_message_at`)} AS "lastMessageAt", c.last_message_preview AS "lastMessagePreview",
          c.last_message_role AS "lastMessageRole",
          c.${sideColumn(viewer, 'archived')} AS archived, c.${sideColumn(viewer, 'unread')}::int AS unread,
          u.id AS "counterpartId", u.first_name AS "firstName", u.last_name AS "lastName", u.image_url AS "imageUrl",
          (SELECT p.consultant_short_id FROM consultant_profiles p WHERE p.user_id = c.consultant_id LIMIT 1)
            AS "consultantShortId"
        FROM conversations c JOIN users u ON u.id = c.${sideColumn(other, 'id')}
        WHERE c.${sideColumn(viewer, 'id')} = ${viewerId} AND c.${sideColumn(viewer, 'archived')} = ${archived} ${after}
        ORDER BY c.last_message_at DESC, c.id DESC
        LIMIT ${limit + 1}`,
    { prepared: true },
  )
}

/** How many of the viewer's conversations hold messages they have not read. */
export async function unreadConversationCount(req: PayloadRequest, viewerId: number, viewer: Side): Promise<number> {
  const [row] = await runSql<{ count: number }>(
    req,
    sql`SELECT count(*)::int AS count FROM conversations
        WHERE ${sideColumn(viewer, 'id')} = ${viewerId} AND ${sideColumn(viewer, 'unread')} > 0`,
    { prepared: true },
  )
  return row?.count ?? 0
}

export type NewMessage = { userId: number; consultantId: number; senderId: number; role: InquiryRole; body: string }

/** The conversation a message goes to and when its recipient was last emailed about it. */
export type TouchedConversation = RowOf<Conversation, 'id'> & { recipientEmailedAt: string | null }

/**
 * Writes the conversation's new state for a message sent now: preview, the recipient's unread count (and
 * their archive undone), the sender's read mark. A consultee's first message opens the conversation; a
 * consultant only answers one that exists (else nothing).
 */
export async function touchConversation(
  req: PayloadRequest,
  message: NewMessage,
  preview: string,
  now: Date,
): Promise<TouchedConversation | undefined> {
  const sender: Side = message.role === 'USER' ? 'user' : 'consultant'
  const recipient = otherSide(sender)
  const changes = sql`last_message_at = ${now}, last_message_preview = ${preview}, last_message_role = ${message.role},
    updated_at = ${now}, ${sideColumn(recipient, 'unread')} = conversations.${sideColumn(recipient, 'unread')} + 1,
    ${sideColumn(recipient, 'archived')} = false, ${sideColumn(sender, 'unread')} = 0,
    ${sideColumn(sender, 'last_read_at')} = ${now}`
  const returning = sql`RETURNING id, ${isoTime(sideColumn(recipient, 'emailed_at'))} AS "recipientEmailedAt"`
  const [row] = await runSql<TouchedConversation>(
    req,
    message.role === 'CONSULTANT'
      ? sql`UPDATE conversations SET ${changes}
            WHERE user_id = ${message.userId} AND consultant_id = ${message.consultantId} ${returning}`
      : sql`INSERT INTO conversations (user_id, consultant_id, last_message_at, last_message_preview,
              last_message_role, consultant_unread, user_last_read_at, updated_at, created_at)
            VALUES (${message.userId}, ${message.consultantId}, ${now}, ${preview}, 'USER', 1, ${now}, ${now}, ${now})
            ON CONFLICT (user_id, consultant_id) DO UPDATE SET ${changes} ${returning}`,
  )
  return row
}

/** Stores a message of the conversation; answers its id. */
export async function insertInquiryMessage(
  req: PayloadRequest,
  conversationId: number,
  message: NewMessage,
  now: Date,
): Promise<number> {
  const [row] = await runSql<RowOf<InquiryMessage, 'id'>>(
    req,
    sql`INSERT INTO inquiry_messages (conversation_id, user_id, consultant_id, sender_id, role, body, updated_at, created_at)
        VALUES (${conversationId}, ${message.userId}, ${message.consultantId}, ${message.senderId}, ${message.role},
                ${message.body}, ${now}, ${now}) RETURNING id`,
  )
  return row!.id
}

/** Notes that `side` was emailed about the conversation now. */
export async function markEmailed(req: PayloadRequest, conversationId: number, side: Side, now: Date): Promise<void> {
  await runSql(
    req,
    sql`UPDATE conversations SET ${sideColumn(side, 'emailed_at')} = ${now} WHERE id = ${conversationId}`,
  )
}

/** What the email about a message tells its recipient, and where it goes. */
export type InquiryMailFacts = RowOf<InquiryMessage, 'conversation' | 'role' | 'body'> & {
  recipientEmail: User['email']
  recipientFirstName: string | null
  recipientLocale: string | null
  senderFirstName: string | null
  senderLastName: string | null
}

export async function inquiryMailFacts(req: PayloadRequest, messageId: number): Promise<InquiryMailFacts | undefined> {
  const [row] = await runSql<InquiryMailFacts>(
    req,
    sql`SELECT m.conversation_id AS conversation, m.role, m.body,
          r.email AS "recipientEmail", r.first_name AS "recipientFirstName", r.locale AS "recipientLocale",
          s.first_name AS "senderFirstName", s.last_name AS "senderLastName"
        FROM inquiry_messages m
        JOIN users s ON s.id = m.sender_id
        JOIN users r ON r.id = CASE WHEN m.role = 'USER' THEN m.consultant_id ELSE m.user_id END
        WHERE m.id = ${messageId}`,
  )
  return row
}
