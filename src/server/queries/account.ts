import type { PayloadRequest } from 'payload'

import { runSql, sql } from '@/server/db/sql'

/**
 * Replaces the body of every inquiry message `userId` sent, and the conversation previews quoting them,
 * with `text`; the conversations and the other side's messages stay.
 */
export async function overwriteInquiryMessagesOf(req: PayloadRequest, userId: number, text: string): Promise<void> {
  await runSql(req, sql`UPDATE inquiry_messages SET body = ${text}, updated_at = now() WHERE sender_id = ${userId}`)
  await runSql(
    req,
    sql`UPDATE conversations SET last_message_preview = ${text}, updated_at = now()
        WHERE (user_id = ${userId} AND last_message_role = 'USER')
           OR (consultant_id = ${userId} AND last_message_role = 'CONSULTANT')`,
  )
}

/** Deletes the user's login sessions (Payload keeps them in this table): their cookies stop authenticating. */
export async function deleteLoginSessionsOf(req: PayloadRequest, userId: number): Promise<void> {
  await runSql(req, sql`DELETE FROM users_sessions WHERE _parent_id = ${userId}`)
}
