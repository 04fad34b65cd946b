import { APIError, type AfterErrorHook } from 'payload'

import { requestLocale } from '@/endpoints/http'
import { dataExceptionState, withTopLevelMessage } from '@/domain/http'
import { serverTranslator } from '@/server/i18n'
import { Refusal } from './refusal'
import { addRefusalHeaders, refusalBody } from './refusalAnswer'

type CodedData = { code: string; errors?: unknown }

/** A refusal our hooks throw as `APIError(message, status, { code, errors? })`. */
function codedRefusal(error: unknown): CodedData | null {
  if (!(error instanceof APIError)) return null
  const data: unknown = error.data
  if (typeof data !== 'object' || data === null || typeof (data as { code?: unknown }).code !== 'string') return null
  return data as CodedData
}

/**
 * The last line of defence for values no check caught: PostgreSQL refusing a value a client sent (SQLSTATE
 * class 22: an id out of range, a byte sequence, a date) answers 400 INVALID_VALUE, not 500, over REST and
 * GraphQL. Every other REST error keeps its status and gains API.md's top-level `message`, and a refusal
 * thrown by a hook with a `code` answers it at the top level too (with the field `errors` it names).
 * A Refusal, wherever it was thrown (a hook, a service, an endpoint), answers API.md's body in the
 * request's language and nothing else: this hook is the one place that writes a refusal's answer.
 */
export const mapDataErrors: AfterErrorHook = ({ error, req, result, graphqlResult }) => {
  if (error instanceof Refusal) {
    const body = refusalBody(error, requestLocale(req))
    if (graphqlResult) {
      const extensions = { ...graphqlResult.extensions, statusCode: error.status, code: error.code }
      return { graphqlResult: { ...graphqlResult, message: body.message, extensions } }
    }
    addRefusalHeaders(error, req)
    return { status: error.status, response: body }
  }
  const t = serverTranslator(requestLocale(req), 'api')
  if (dataExceptionState(error)) {
    const message = t('invalidValue')
    if (graphqlResult) {
      const extensions = { ...graphqlResult.extensions, statusCode: 400, code: 'INVALID_VALUE' }
      return { graphqlResult: { ...graphqlResult, message, extensions } }
    }
    return { status: 400, response: { message, code: 'INVALID_VALUE', errors: [{ message }] } }
  }
  if (graphqlResult) return
  const refusal = codedRefusal(error)
  const body = refusal
    ? { ...result, code: refusal.code, ...(refusal.errors ? { errors: refusal.errors } : {}) }
    : result
  return { response: withTopLevelMessage(body ?? {}, t('invalidInput')) }
}
