import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { requireRole } from '../guards'
import { json, parseBody, requestLocale } from '../http'
import { recordIdSchema } from '@/domain/ids'
import { ISSUE_RESOLUTIONS } from '@/domain/sessions'
import { ConsultationActionRefusal } from '@/server/booking/consultationActionRefusal'
import { serverTranslator } from '@/server/i18n'
import { getPaymentProvider } from '@/server/payments'
import { refundByAdmin, resolveIssue, type AdminActionResult } from '@/server/sessions/adminResolution'

const consultationId = recordIdSchema('Invalid_value')
const refundSchema = z.object({ consultationId, amountCents: z.number().int().positive().optional() })
const resolveSchema = z.object({ consultationId, resolution: z.enum(ISSUE_RESOLUTIONS) })

async function answer(req: PayloadRequest, run: () => Promise<AdminActionResult>): Promise<Response> {
  const t = serverTranslator(requestLocale(req), 'sessionActions')
  try {
    return json(200, await run())
  } catch (error) {
    if (!(error instanceof ConsultationActionRefusal)) {
      req.payload.logger.error({ err: error }, 'admin consultation action failed')
      return json(500, { message: t('actionFailed') })
    }
    const specific =
      error.code === 'PAYMENT_FAILED' || error.code === 'PAYMENT_UNAVAILABLE' ? 'actionFailed' : error.code
    return json(error.status, { message: t(specific), code: error.code })
  }
}

/** POST /api/consultations/admin/refund: an admin refunds a captured payment, in full or `amountCents`. */
export const adminRefundEndpoint: Endpoint = {
  path: '/admin/refund',
  method: 'post',
  handler: async (req) => {
    const refused = requireRole(req, 'ADMIN')
    if (refused) return refused
    const parsed = await parseBody(req, refundSchema, serverTranslator(requestLocale(req), 'api'))
    if ('response' in parsed) return parsed.response
    const { consultationId: id, amountCents } = parsed.data
    return answer(req, () => refundByAdmin(req.payload, getPaymentProvider(req.payload), id, req.user!.id, amountCents))
  },
}

/** POST /api/consultations/admin/resolve-issue: an admin closes a reported issue (COMPLETED or REFUNDED). */
export const adminResolveIssueEndpoint: Endpoint = {
  path: '/admin/resolve-issue',
  method: 'post',
  handler: async (req) => {
    const refused = requireRole(req, 'ADMIN')
    if (refused) return refused
    const parsed = await parseBody(req, resolveSchema, serverTranslator(requestLocale(req), 'api'))
    if ('response' in parsed) return parsed.response
    const { consultationId: id, resolution } = parsed.data
    return answer(req, () => resolveIssue(req.payload, getPaymentProvider(req.payload), id, req.user!.id, resolution))
  },
}
