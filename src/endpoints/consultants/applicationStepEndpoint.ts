import type { Endpoint, PayloadRequest } from 'payload'
import type { z } from 'zod'

import { json, parseBody, requestLocale } from '../http'
import { refusedField } from './refusedField'
import type { Locale } from '@/domain/locale'
import type { ApplicationStepNumber } from '@/domain/status'
import type { Refusal } from '@/server/consultants/formData'
import { saveApplicationStep, type StepSave } from '@/server/consultants/saveApplicationStep'
import { serverTranslator, type ApiT } from '@/server/i18n'
import { requireCaller } from '@/server/http/requireCaller'

type Saving = StepSave | Refusal | Response
export type StepContext = { userId: number; locale: Locale; t: ApiT; req: PayloadRequest }

type StepEndpoint<S extends z.ZodType> = {
  path: string
  step: ApplicationStepNumber
  /** A factory, because some schemas depend on the current date or on the catalogue. */
  schema: (req: PayloadRequest) => S | Promise<S>
  /** What to store for a valid body, or an answer that refuses it. */
  toSave: (body: z.infer<S>, context: StepContext) => Saving | Promise<Saving>
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
      const locale = requestLocale(req)
      const t = serverTranslator(locale, 'api')
      const parsed = await parseBody(req, await schema(req))
      const save = await toSave(parsed.data, { userId: user.id, locale, t, req })
      if (save instanceof Response) return save
      if ('refused' in save) return refusedField(t, save)
      const result = await saveApplicationStep(req, user.id, step, save)
      if (result.kind === 'locked') return json(409, { message: t('applicationLocked'), code: 'APPLICATION_LOCKED' })
      return json(200, { profileStatus: result.profileStatus })
    },
  }
}
