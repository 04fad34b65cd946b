import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { json, parseBody, requestLocale } from '../http'
import { requireRole } from '../guards'
import { ConsultationActionRefusal } from '@/server/booking/consultationActionRefusal'
import type { ActionResult } from '@/server/booking/consultationActions'
import { serverTranslator } from '@/server/i18n'

const idSchema = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
])

/** The body of the three actions: the consultation and the caller's own id under `ownIdField`. */
function actionBodySchema(ownIdField: 'consultantId' | 'userId') {
  return z.object({ consultationId: idSchema, [ownIdField]: idSchema })
}

export type ActionCaller = { userId: number; consultationId: number }

/**
 * The checks every action shares: signed in with `role`, a valid body, and the id in it naming the
 * caller (else 403: nobody acts for someone else). Answers the caller or the refusal to send.
 */
export async function actionCaller(
  req: PayloadRequest,
  role: 'CONSULTANT' | 'USER',
  ownIdField: 'consultantId' | 'userId',
): Promise<ActionCaller | { response: Response }> {
  const refused = requireRole(req, role)
  if (refused || !req.user) return { response: refused! }
  const api = serverTranslator(requestLocale(req), 'api')
  const parsed = await parseBody(req, actionBodySchema(ownIdField), api)
  if ('response' in parsed) return parsed
  const body = parsed.data as { consultationId: number } & Record<typeof ownIdField, number>
  if (body[ownIdField] !== req.user.id) {
    return { response: json(403, { message: api('forbidden'), code: 'FORBIDDEN' }) }
  }
  return { userId: req.user.id, consultationId: body.consultationId }
}

/** 200 with the §8 success toast; a refusal with its message, or the §8 fallback where none is specific. */
export async function actionAnswer(
  req: PayloadRequest,
  fallback: 'actionFailed' | 'cancelFailed',
  run: () => Promise<ActionResult>,
): Promise<Response> {
  const t = serverTranslator(requestLocale(req), 'sessionActions')
  try {
    const result = await run()
    return json(200, { consultationId: result.consultationId, status: result.status, message: t(result.outcome) })
  } catch (error) {
    if (!(error instanceof ConsultationActionRefusal)) {
      req.payload.logger.error({ err: error }, 'consultation action failed')
      return json(500, { message: t(fallback) })
    }
    const specific = error.code === 'PAYMENT_FAILED' || error.code === 'PAYMENT_UNAVAILABLE' ? null : error.code
    return json(error.status, { message: specific ? t(specific) : t(fallback), code: error.code })
  }
}
