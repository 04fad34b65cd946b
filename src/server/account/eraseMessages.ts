import type { PayloadRequest } from 'payload'

import { executeInRequest, sql } from '../db/sql'
import { ERASED_MESSAGE_TEXT } from '@/domain/account/deletion'

/**
 * Replaces every inquiry message the user wrote, and the conversation previews quoting them, with a
 * neutral marker; the conversations and the other side's messages stay, so their thread keeps its shape.
 */
export async function eraseInquiryMessages(req: PayloadRequest, userId: number): Promise<void> {
  await executeInRequest(
    req,
    sql`UPDATE inquiry_messages SET body = ${ERASED_MESSAGE_TEXT}, updated_at = now() WHERE sender_id = ${userId}`,
  )
  await executeInRequest(
    req,
    sql`UPDATE conversations SET last_message_preview = ${ERASED_MESSAGE_TEXT}, updated_at = now()
        WHERE (user_id = ${userId} AND last_message_role = 'USER')
           OR (consultant_id = ${userId} AND last_message_role = 'CONSULTANT')`,
  )
}
