import type { PayloadRequest } from 'payload'

import { requireRole } from '../guards'
import { json, requestLocale } from '../http'
import type { Caller } from '@/domain/inquiries'
import { inquiryTranslator } from '@/server/inquiries/translator'

export const inquiryT = (req: PayloadRequest) => inquiryTranslator(requestLocale(req))

export const forbidden = (req: PayloadRequest) =>
  json(403, { message: inquiryT(req)('api.forbidden'), code: 'FORBIDDEN' })
export const notFound = (req: PayloadRequest) =>
  json(404, { message: inquiryT(req)('api.notFound'), code: 'NOT_FOUND' })
export const badQuery = (req: PayloadRequest, path: string) =>
  json(400, { message: inquiryT(req)('api.invalidInput'), errors: [{ path, message: 'Invalid_value' }] })

/** A signed-in consultee or consultant whose account is ACTIVE; anybody else gets the 401/403 answer. */
export function inquiryCaller(req: PayloadRequest): { caller: Caller } | { response: Response } {
  const refused = requireRole(req, 'USER', 'CONSULTANT')
  if (refused || !req.user) return { response: refused! }
  if (req.user.profileStatus !== 'ACTIVE') return { response: forbidden(req) }
  return { caller: { id: req.user.id, role: req.user.role } }
}

export const noStore = { 'cache-control': 'no-store' }
