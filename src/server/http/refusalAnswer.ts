import type { AfterErrorHook, PayloadRequest } from 'payload'

import { requestLocale } from '@/endpoints/http'
import type { Locale } from '@/domain/locale'
import type { FieldError } from '@/domain/schemas'
import { translateKey } from '@/server/i18n'
import type { Refusal } from './refusal'

type AfterErrorArgs = Parameters<AfterErrorHook>[0]
type AfterErrorResult = Awaited<ReturnType<AfterErrorHook>>

export type RefusalBody = {
  message: string
  code: string
  /** Field errors, or (a refusal that lists its message there) Payload's `[{ message }]`. */
  errors?: (FieldError | { message: string })[]
  [field: string]: unknown
}

/** API.md's error body of a refusal, its message in `locale`. */
export function refusalBody(refusal: Refusal, locale: Locale): RefusalBody {
  const { namespace, key, params } = refusal.text
  const message = translateKey(locale, namespace, key as never, params)
  const errors = refusal.errors ?? (refusal.messageInErrors ? [{ message }] : undefined)
  return { message, code: refusal.code, ...refusal.fields, ...(errors ? { errors } : {}) }
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

/**
 * The answer of an afterError hook that answers `refusal` in place of the error Payload caught: API.md's
 * body over REST (with the refusal's own headers), its message and code over GraphQL.
 */
export function refusalAfterError(
  refusal: Refusal,
  req: PayloadRequest,
  graphqlResult: AfterErrorArgs['graphqlResult'],
): AfterErrorResult {
  const body = refusalBody(refusal, requestLocale(req))
  if (graphqlResult) {
    const extensions = { ...graphqlResult.extensions, statusCode: refusal.status, code: refusal.code }
    return { graphqlResult: { ...graphqlResult, message: body.message, extensions } }
  }
  addRefusalHeaders(refusal, req)
  return { status: refusal.status, response: body }
}

/** Adds the refusal's own headers (Retry-After, Allow) to those Payload answers the error with. */
function addRefusalHeaders(refusal: Refusal, req: Pick<PayloadRequest, 'responseHeaders'>): void {
  if (!refusal.headers) return
  const headers = new Headers(req.responseHeaders)
  for (const [name, value] of Object.entries(refusal.headers)) headers.set(name, value)
  req.responseHeaders = headers
}
