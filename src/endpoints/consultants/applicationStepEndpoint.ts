import type { Endpoint, PayloadRequest } from 'payload'
import type { z } from 'zod'

import { json, parseBody, requestLocale } from '../http'
import type { Locale } from '@/domain/locale'
import type { ApplicationStepNumber } from '@/domain/status'
import { saveApplicationStep, type StepSave } from '@/server/consultants/saveApplicationStep'
import { Refusal, text } from '@/server/http/refusal'
import { requireCaller } from '@/server/http/requireCaller'

export type StepContext = { userId: number; locale: Locale; req: PayloadRequest }

type StepEndpoint<S extends z.ZodType> = {
  path: string
  step: ApplicationStepNumber
  /** A factory, because some schemas depend on the current date or on the catalogue. */
  schema: (req: PayloadRequest) => S | Promise<S>
  /** What to store for a valid body; throws the refusal of a body it refuses. */
  toSave: (body: z.infer<S>, context: StepContext) => StepSave | Promise<StepSave>
}

/**
 * PUT of one application step: consultants only, body checked with the step's shared schema, then
 * saved with its status moves in one transaction; 409 when the step cannot be saved now.
 */
export function applicationStepEndpoint<S extends z.ZodType>({
  path,
  step,
  schema,
  toSave,
}: StepEndpoint<S>): Endpoint {
  return {
    path,
    method: 'put',
    handler: async (req) => {
      const user = requireCaller(req, { roles: ['CONSULTANT'] })
      const parsed = await parseBody(req, await schema(req))
      const save = await toSave(parsed.data, { userId: user.id, locale: requestLocale(req), req })
      const result = await saveApplicationStep(req, user.id, step, save)
      if (result.kind === 'locked') throw new Refusal(409, 'APPLICATION_LOCKED', text('api', 'applicationLocked'))
      return json(200, { profileStatus: result.profileStatus })
    },
  }
}
