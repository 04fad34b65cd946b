import { z } from 'zod'

import { codeSchema, currentPasswordSchema, emailSchema } from './fields'
import { msg } from './messages'

const INVALID_REQUEST = { error: msg('Invalid_request') }

/**
 * The "Change email" form and the body of POST /api/account/email-change. The current password is asked
 * for unless the account has none its owner knows (created through Google, see needsCurrentPassword).
 */
export function emailChangeRequestSchema({ passwordRequired }: { passwordRequired: boolean }) {
  return z.object(
    { newEmail: emailSchema, currentPassword: passwordRequired ? currentPasswordSchema : z.string().optional() },
    INVALID_REQUEST,
  )
}

export type EmailChangeRequest = z.output<ReturnType<typeof emailChangeRequestSchema>>

/** The code step of the form and the body of POST /api/account/email-change/confirm. */
export const emailChangeConfirmSchema = z.object({ code: codeSchema }, INVALID_REQUEST)
