import type { Endpoint } from 'payload'

import { json, parseBody } from '../http'
import { callerOf, INQUIRY_CALLER, inquiryForbidden, inquiryNotFound } from './caller'
import { sendMessageSchema } from '@/domain/inquiries'
import { sendInquiryMessage } from '@/server/inquiries/sendMessage'
import { Refusal, text } from '@/server/http/refusal'
import { requireCaller } from '@/server/http/requireCaller'

/** POST /api/chat/send-message {role, message, userId, consultantId} → 201 { conversationId, message }. */
export const sendMessageEndpoint: Endpoint = {
  path: '/chat/send-message',
  method: 'post',
  handler: async (req) => {
    const caller = callerOf(requireCaller(req, INQUIRY_CALLER))
    const parsed = await parseBody(req, sendMessageSchema)
    const outcome = await sendInquiryMessage(req.payload, caller, parsed.data, new Date())
    switch (outcome.kind) {
      case 'forbidden':
        throw inquiryForbidden()
      case 'notFound':
        throw inquiryNotFound()
      case 'rateLimited':
        throw new Refusal(
          429,
          'RATE_LIMITED',
          text('inquiries', 'api.rateLimited', { seconds: outcome.retryAfterSeconds }),
          {
            headers: { 'retry-after': String(outcome.retryAfterSeconds) },
          },
        )
      case 'sent':
        return json(201, { conversationId: outcome.conversationId, message: outcome.message })
    }
  },
}
