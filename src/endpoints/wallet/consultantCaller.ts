import type { PayloadRequest } from 'payload'

import { requireRole } from '../guards'
import { json, requestLocale } from '../http'
import type { User } from '@/payload-types'
import { serverTranslator } from '@/server/i18n'

/** The signed-in ACTIVE consultant, or the 401/403 answer for anyone else. */
export function activeConsultant(req: PayloadRequest): { user: User } | { response: Response } {
  const refused = requireRole(req, 'CONSULTANT')
  if (refused || !req.user) return { response: refused! }
  if (req.user.profileStatus !== 'ACTIVE') {
    const api = serverTranslator(requestLocale(req), 'api')
    return { response: json(403, { message: api('profileNotActive'), code: 'PROFILE_NOT_ACTIVE' }) }
  }
  return { user: req.user as User }
}

export function forbidden(req: PayloadRequest): Response {
  return json(403, { message: serverTranslator(requestLocale(req), 'api')('forbidden'), code: 'FORBIDDEN' })
}
