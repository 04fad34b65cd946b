import { z } from 'zod'

import { msg } from '../schemas/messages'

const text = (max: number) =>
  z.string(msg('Invalid_value')).trim().min(1, msg('Invalid_value')).max(max, msg('Invalid_value'))

/** POST /api/payments/test/confirm: the test provider's card form. */
export const testCardConfirmationSchema = z.object(
  { clientSecret: text(200), cardNumber: text(40) },
  { error: msg('Invalid_request') },
)

export type TestCardConfirmation = z.infer<typeof testCardConfirmationSchema>
