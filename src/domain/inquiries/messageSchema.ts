import { z } from 'zod'

import { msg } from '../schemas/messages'
import { MESSAGE_MAX_LENGTH } from './limits'

const idSchema = z.coerce
  .number({ error: msg('Invalid_value') })
  .int(msg('Invalid_value'))
  .positive(msg('Invalid_value'))

/** The text of one message: kept exactly as written (it is shown as text, never as HTML), not blank. */
export const messageTextSchema = z
  .string({ error: msg('Message_required') })
  .refine((text) => text.trim().length > 0, { error: msg('Message_required'), abort: true })
  .refine((text) => text.length <= MESSAGE_MAX_LENGTH, msg('Message_max_2000'))

/** Body of POST /api/chat/send-message: who sends (role), the text, and the two sides of the conversation. */
export const sendMessageSchema = z.object({
  role: z.enum(['USER', 'CONSULTANT'], { error: msg('Invalid_role') }),
  message: messageTextSchema,
  userId: idSchema,
  consultantId: idSchema,
})

export type SendMessageInput = z.infer<typeof sendMessageSchema>
