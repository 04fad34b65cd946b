import type { PayloadRequest } from 'payload'

import { json, requestLocale } from '../http'
import type { Locale } from '@/domain/locale'
import type { User } from '@/payload-types'
import { consulteeTranslator, type ConsulteeT } from '@/server/consultees/translator'

export type Caller = { user: User; locale: Locale; t: ConsulteeT }

/**
 * The signed-in caller when they may act on account `targetId` (their own); otherwise the 401/403 answer.
 * `roles` limits which kinds of accounts the endpoint serves.
 */
export function ownerCaller(
  req: PayloadRequest,
  targetId: unknown,
  roles: readonly User['role'][],
): Caller | { response: Response } {
  const locale = requestLocale(req)
  const t = consulteeTranslator(locale)
  const user = req.user as User | null | undefined
  if (!user) return { response: json(401, { message: t('notAuthenticated') }) }
  const ownId = targetId === undefined || targetId === null || String(targetId) === String(user.id)
  if (!ownId || !roles.includes(user.role))
    return { response: json(403, { message: t('forbidden'), code: 'FORBIDDEN' }) }
  return { user, locale, t }
}

/** The `userId` a body names, when it is a number; the schema reports other shapes. */
export function bodyUserId(body: unknown): unknown {
  return typeof body === 'object' && body !== null ? (body as { userId?: unknown }).userId : undefined
}
