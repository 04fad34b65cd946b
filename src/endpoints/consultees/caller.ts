import type { PayloadRequest } from 'payload'

import { requestLocale } from '../http'
import type { Locale } from '@/domain/locale'
import type { Role } from '@/domain/users'
import type { User } from '@/payload-types'
import { text } from '@/server/http/refusal'
import { requireCaller } from '@/server/http/requireCaller'
import { serverTranslator } from '@/server/i18n'

export type ConsulteeT = ReturnType<typeof serverTranslator<'consultee.api'>>

export type Caller = { user: User; locale: Locale; t: ConsulteeT }

/**
 * The signed-in caller the rule admits (their own account: `owner` is the id the request names), with the
 * texts of the consultee and account answers in their language; otherwise requireCaller's refusal.
 */
export function accountCaller(req: PayloadRequest, rule: { roles: readonly Role[]; owner?: unknown }): Caller {
  const user = requireCaller(req, { ...rule, forbiddenText: text('consultee.api', 'forbidden') })
  const locale = requestLocale(req)
  return { user, locale, t: serverTranslator(locale, 'consultee.api') }
}

/** The `userId` a body names, when it is a number; the schema reports other shapes. */
export function bodyUserId(body: unknown): unknown {
  return typeof body === 'object' && body !== null ? (body as { userId?: unknown }).userId : undefined
}
