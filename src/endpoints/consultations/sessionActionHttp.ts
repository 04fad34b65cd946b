import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { json, parseBody, requestLocale } from '../http'
import { isPaymentRefusal } from '@/server/booking/consultationActionRefusal'
import type { ActionResult } from '@/server/booking/consultationActions'
import { recordIdSchema } from '@/domain/ids'
import { Refusal, text } from '@/server/http/refusal'
import { requireCaller } from '@/server/http/requireCaller'
import { serverTranslator } from '@/server/i18n'

const idSchema = recordIdSchema('Invalid_value')

/** The ids every action body carries: the consultation and the caller's own id under `ownIdField`. */
function actionIdsSchema(ownIdField: 'consultantId' | 'userId') {
  return z.object({ consultationId: idSchema, [ownIdField]: idSchema })
}

export type ActionCaller<T = Record<string, never>> = { userId: number; consultationId: number; body: T }

const noFields = z.object({})

/**
 * The checks every action shares: signed in with `role`, a valid body (the ids plus `fields`), and the
 * id in it naming the caller (else 403: nobody acts for someone else). Answers the caller or throws the refusal.
 */
export async function actionCaller<F extends z.ZodType = typeof noFields>(
  req: PayloadRequest,
  role: 'CONSULTANT' | 'USER',
  ownIdField: 'consultantId' | 'userId',
  fields?: F,
): Promise<ActionCaller<z.output<F>>> {
  const user = requireCaller(req, { roles: [role] })
  const schema = z.intersection(actionIdsSchema(ownIdField), fields ?? noFields)
  const parsed = await parseBody(req, schema)
  const ids = parsed.data as unknown as { consultationId: number } & Record<typeof ownIdField, number>
  requireCaller(req, { owner: ids[ownIdField] })
  return { userId: user.id, consultationId: ids.consultationId, body: parsed.data as z.output<F> }
}

/**
 * 200 with the §8 success toast; a refusal with its message, or the §8 fallback where none is specific
 * (a failure: 500 ACTION_FAILED, logged with its cause).
 */
export async function actionAnswer(
  req: PayloadRequest,
  fallback: 'actionFailed' | 'cancelFailed',
  run: () => Promise<ActionResult>,
): Promise<Response> {
  let result: ActionResult
  try {
    result = await run()
  } catch (error) {
    const failed = text('sessionActions', fallback)
    if (!(error instanceof Refusal)) throw new Refusal(500, 'ACTION_FAILED', failed, { cause: error })
    throw isPaymentRefusal(error) ? error.withText(failed) : error
  }
  const t = serverTranslator(requestLocale(req), 'sessionActions')
  return json(200, { consultationId: result.consultationId, status: result.status, message: t(result.outcome) })
}
