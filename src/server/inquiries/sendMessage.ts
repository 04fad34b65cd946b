import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { executeInRequest, sql } from '../db/sql'
import { inTransaction } from '../db/transaction'
import { consumeRateLimits } from '../rateLimit/limiter'
import { isoOf, sideColumn } from './columns'
import type { MessageView } from './views'
import {
  actsAsThemselves,
  otherSide,
  previewOf,
  shouldEmailRecipient,
  sideOf,
  type Caller,
  type SendMessageInput,
} from '@/domain/inquiries'
import { RATE_LIMITS } from '@/domain/rateLimit'

export type SendOutcome =
  | { kind: 'sent'; conversationId: number; message: MessageView; emailQueued: boolean }
  | { kind: 'forbidden' }
  | { kind: 'notFound' }
  | { kind: 'rateLimited'; retryAfterSeconds: number }

type ConversationRow = { id: number; emailed_at: unknown }

async function activeConsultant(payload: Payload, id: number): Promise<boolean> {
  const user = await payload.findByID({
    collection: 'users',
    id,
    select: { role: true, profileStatus: true },
    depth: 0,
    disableErrors: true,
  })
  return user?.role === 'CONSULTANT' && user.profileStatus === 'ACTIVE'
}

/** Writes the conversation's new state; a consultee's first message opens it, a consultant only answers. */
async function touchConversation(req: PayloadRequest, input: SendMessageInput, now: Date) {
  const sender = sideOf(input.role)
  const recipient = otherSide(sender)
  const preview = previewOf(input.message)
  const changes = sql`last_message_at = ${now}, last_message_preview = ${preview}, last_message_role = ${input.role},
    updated_at = ${now}, ${sideColumn(recipient, 'unread')} = conversations.${sideColumn(recipient, 'unread')} + 1,
    ${sideColumn(recipient, 'archived')} = false, ${sideColumn(sender, 'unread')} = 0,
    ${sideColumn(sender, 'last_read_at')} = ${now}`
  const returning = sql`RETURNING id, ${sideColumn(recipient, 'emailed_at')} AS emailed_at`
  if (input.role === 'CONSULTANT') {
    return executeInRequest<ConversationRow>(
      req,
      sql`UPDATE conversations SET ${changes}
          WHERE user_id = ${input.userId} AND consultant_id = ${input.consultantId} ${returning}`,
    )
  }
  return executeInRequest<ConversationRow>(
    req,
    sql`INSERT INTO conversations (user_id, consultant_id, last_message_at, last_message_preview, last_message_role,
          consultant_unread, user_last_read_at, updated_at, created_at)
        VALUES (${input.userId}, ${input.consultantId}, ${now}, ${preview}, 'USER', 1, ${now}, ${now}, ${now})
        ON CONFLICT (user_id, consultant_id) DO UPDATE SET ${changes} ${returning}`,
  )
}

/**
 * POST /api/chat/send-message as a use case: the caller sends as themselves, at most 20 messages a
 * minute; the recipient is emailed unless they were emailed about this conversation in the last 15 minutes.
 */
export async function sendInquiryMessage(
  payload: Payload,
  caller: Caller,
  input: SendMessageInput,
  now: Date,
): Promise<SendOutcome> {
  if (!actsAsThemselves(caller, input)) return { kind: 'forbidden' }
  if (input.role === 'USER' && !(await activeConsultant(payload, input.consultantId))) return { kind: 'notFound' }
  // The shared limit counts every send of this sender on every app instance, atomically.
  const limit = await consumeRateLimits(payload, [{ rule: RATE_LIMITS.messagesPerSender, subject: caller.id }], now)
  if (!limit.allowed) return { kind: 'rateLimited', retryAfterSeconds: limit.retryAfterSeconds }
  const req = await createLocalReq({}, payload)
  return inTransaction(req, async (): Promise<SendOutcome> => {
    const [conversation] = await touchConversation(req, input, now)
    if (!conversation) return { kind: 'notFound' }
    const [stored] = await executeInRequest<{ id: number }>(
      req,
      sql`INSERT INTO inquiry_messages (conversation_id, user_id, consultant_id, sender_id, role, body, updated_at, created_at)
          VALUES (${conversation.id}, ${input.userId}, ${input.consultantId}, ${caller.id}, ${input.role},
                  ${input.message}, ${now}, ${now}) RETURNING id`,
    )
    const lastEmailedAt = conversation.emailed_at == null ? null : new Date(isoOf(conversation.emailed_at))
    const emailQueued = shouldEmailRecipient(lastEmailedAt, now)
    if (emailQueued) {
      const recipient = otherSide(sideOf(input.role))
      await executeInRequest(
        req,
        sql`UPDATE conversations SET ${sideColumn(recipient, 'emailed_at')} = ${now} WHERE id = ${conversation.id}`,
      )
      await payload.jobs.queue({
        task: 'inquiryMail',
        input: { conversationId: conversation.id, messageId: stored!.id },
        req,
      })
    }
    const message: MessageView = {
      id: stored!.id,
      conversationId: conversation.id,
      role: input.role,
      message: input.message,
      userId: input.userId,
      consultantId: input.consultantId,
      senderId: caller.id,
      createdAt: now.toISOString(),
    }
    return { kind: 'sent', conversationId: conversation.id, message, emailQueued }
  })
}
