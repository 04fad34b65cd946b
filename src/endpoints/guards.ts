import type { PayloadRequest } from 'payload'

import { json, requestLocale } from './http'
import { hasRole } from '../../access/hasRole'
import type { Role } from '@/domain/users'
import { serverTranslator } from '@/server/i18n'

/** 401 without a session, 403 for the wrong role; null when the caller may go on. */
export function requireRole(req: Pick<PayloadRequest, 'user' | 'headers'>, ...roles: Role[]): Response | null {
  if (req.user && hasRole(req.user, ...roles)) return null
  // The translator only for a refusal: building it costs more than the rest of this check.
  const t = serverTranslator(requestLocale(req), 'api')
  if (!req.user) return json(401, { message: t('notAuthenticated') })
  return json(403, { message: t('forbidden'), code: 'FORBIDDEN' })
}
