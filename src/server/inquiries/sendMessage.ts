import { createLocalReq, type Payload } from 'payload'

import { inTransaction } from '../db/transaction'
import { consumeRateLimits } from '../rateLimit/limiter'
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
import { insertInquiryMessage, markEmailed, touchConversation } from '@/server/queries/inquiries'

export type SendOutcome =
  | { kind: 'sent'; conversationId: number; message: MessageView; emailQueued: boolean }
  | { kind: 'forbidden' }
  | { kind: 'notFound' }
  | { kind: 'rateLimited'; retryAfterSeconds: number }

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
    const { userId, consultantId, role } = input
    const message = { userId, consultantId, role, senderId: caller.id, body: input.message }
    const conversation = await touchConversation(req, message, previewOf(input.message), now)
    if (!conversation) return { kind: 'notFound' }
    const storedId = await insertInquiryMessage(req, conversation.id, message, now)
    const lastEmailedAt = conversation.recipientEmailedAt === null ? null : new Date(conversation.recipientEmailedAt)
    const emailQueued = shouldEmailRecipient(lastEmailedAt, now)
    if (emailQueued) {
      await markEmailed(req, conversation.id, otherSide(sideOf(input.role)), now)
      await payload.jobs.queue({
        task: 'inquiryMail',
        input: { conversationId: conversation.id, messageId: storedId },
        req,
      })
    }
    const view: MessageView = {
      id: storedId,
      conversationId: conversation.id,
      role: input.role,
      message: input.message,
      userId: input.userId,
      consultantId: input.consultantId,
      senderId: caller.id,
      createdAt: now.toISOString(),
    }
    return { kind: 'sent', conversationId: conversation.id, message: view, emailQueued }
  })
}
