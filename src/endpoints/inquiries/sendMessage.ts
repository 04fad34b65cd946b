import type { Endpoint } from 'payload'

import { json, parseBody } from '../http'
import { forbidden, inquiryCaller, inquiryT, notFound } from './caller'
import { sendMessageSchema } from '@/domain/inquiries'
import { sendInquiryMessage } from '@/server/inquiries/sendMessage'

/** POST /api/chat/send-message {role, message, userId, consultantId} → 201 { conversationId, message }. */
export const sendMessageEndpoint: Endpoint = {
  path: '/chat/send-message',
  method: 'post',
  handler: async (req) => {
    const found = inquiryCaller(req)
    if ('response' in found) return found.response
    const t = inquiryT(req)
    const parsed = await parseBody(req, sendMessageSchema, (key) => t(`api.${key}`))
    if ('response' in parsed) return parsed.response
    const outcome = await sendInquiryMessage(req.payload, found.caller, parsed.data, new Date())
    switch (outcome.kind) {
      case 'forbidden':
        return forbidden(req)
      case 'notFound':
        return notFound(req)
      case 'rateLimited':
        return json(
          429,
          { message: t('api.rateLimited', { seconds: outcome.retryAfterSeconds }), code: 'RATE_LIMITED' },
          { 'retry-after': String(outcome.retryAfterSeconds) },
        )
      case 'sent':
        return json(201, { conversationId: outcome.conversationId, message: outcome.message })
    }
  },
}
