import type { Endpoint } from 'payload'
import { z } from 'zod'

import { json, parseBody } from '../http'
import { recordIdSchema } from '@/domain/ids'
import { ISSUE_RESOLUTIONS } from '@/domain/sessions'
import { Refusal, text } from '@/server/http/refusal'
import { getPaymentProvider } from '@/server/payments'
import { refundByAdmin, resolveIssue, type AdminActionResult } from '@/server/sessions/adminResolution'
import { requireCaller } from '@/server/http/requireCaller'

const consultationId = recordIdSchema('Invalid_value')
const refundSchema = z.object({ consultationId, amountCents: z.number().int().positive().optional() })
const resolveSchema = z.object({ consultationId, resolution: z.enum(ISSUE_RESOLUTIONS) })

/** 200 with the result; a refusal as it is; any other error a failure: 500 ACTION_FAILED, logged with its cause. */
async function answer(run: () => Promise<AdminActionResult>): Promise<Response> {
  try {
    return json(200, await run())
  } catch (error) {
    if (error instanceof Refusal) throw error
    throw new Refusal(500, 'ACTION_FAILED', text('sessionActions', 'actionFailed'), { cause: error })
  }
}

/** POST /api/consultations/admin/refund: an admin refunds a captured payment, in full or `amountCents`. */
export const adminRefundEndpoint: Endpoint = {
  path: '/admin/refund',
  method: 'post',
  handler: async (req) => {
    const user = requireCaller(req, { roles: ['ADMIN'] })
    const parsed = await parseBody(req, refundSchema)
    const { consultationId: id, amountCents } = parsed.data
    return answer(() => refundByAdmin(req.payload, getPaymentProvider(req.payload), id, user.id, amountCents))
  },
}

/** POST /api/consultations/admin/resolve-issue: an admin closes a reported issue (COMPLETED or REFUNDED). */
export const adminResolveIssueEndpoint: Endpoint = {
  path: '/admin/resolve-issue',
  method: 'post',
  handler: async (req) => {
    const user = requireCaller(req, { roles: ['ADMIN'] })
    const parsed = await parseBody(req, resolveSchema)
    const { consultationId: id, resolution } = parsed.data
    return answer(() => resolveIssue(req.payload, getPaymentProvider(req.payload), id, user.id, resolution))
  },
}
