import type { PayloadRequest } from 'payload'

import { requireRole } from '../guards'
import { json, requestLocale } from '../http'
import type { Caller } from '@/domain/inquiries'
import { inquiryTranslator } from '@/server/inquiries/translator'

type WithHeaders = Pick<PayloadRequest, 'headers'>

export const inquiryT = (req: WithHeaders) => inquiryTranslator(requestLocale(req))

export const forbidden = (req: WithHeaders) => json(403, { message: inquiryT(req)('api.forbidden'), code: 'FORBIDDEN' })
export const notFound = (req: WithHeaders) => json(404, { message: inquiryT(req)('api.notFound'), code: 'NOT_FOUND' })
export const badQuery = (req: WithHeaders, path: string) =>
  json(400, { message: inquiryT(req)('api.invalidInput'), errors: [{ path, message: 'Invalid_value' }] })

/** A signed-in consultee or consultant whose account is ACTIVE; anybody else gets the 401/403 answer. */
export function inquiryCaller(
  req: Pick<PayloadRequest, 'user' | 'headers'>,
): { caller: Caller } | { response: Response } {
  const refused = requireRole(req, 'USER', 'CONSULTANT')
  if (refused || !req.user) return { response: refused! }
  if (req.user.profileStatus !== 'ACTIVE') return { response: forbidden(req) }
  return { caller: { id: req.user.id, role: req.user.role } }
}

export const noStore = { 'cache-control': 'no-store' }
