import type { PayloadRequest } from 'payload'

import { requestLocale } from '@/endpoints/http'
import type { Locale } from '@/domain/locale'
import type { FieldError } from '@/domain/schemas'
import { translateKey } from '@/server/i18n'
import type { Refusal } from './refusal'

export type RefusalBody = { message: string; code: string; errors?: FieldError[]; [field: string]: unknown }

/** API.md's error body of a refusal, its message in `locale`. */
export function refusalBody(refusal: Refusal, locale: Locale): RefusalBody {
  const { namespace, key, params } = refusal.text
  const message = translateKey(locale, namespace, key as never, params)
  return { message, code: refusal.code, ...refusal.fields, ...(refusal.errors ? { errors: refusal.errors } : {}) }
}

/**
 * The answer of a refusal where Payload's error handling does not run (a request refused before it
 * reaches Payload's route handler). Inside Payload, throw the refusal: mapDataErrors answers it.
 */
export function refusalResponse(refusal: Refusal, req: Pick<PayloadRequest, 'headers'>): Response {
  return Response.json(refusalBody(refusal, requestLocale(req)), {
    status: refusal.status,
    headers: refusal.headers,
  })
}

/** Adds the refusal's own headers (Retry-After, Allow) to those Payload answers the error with. */
export function addRefusalHeaders(refusal: Refusal, req: Pick<PayloadRequest, 'responseHeaders'>): void {
  if (!refusal.headers) return
  const headers = new Headers(req.responseHeaders)
  for (const [name, value] of Object.entries(refusal.headers)) headers.set(name, value)
  req.responseHeaders = headers
}
