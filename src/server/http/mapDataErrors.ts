import { APIError, type AfterErrorHook } from 'payload'

import { requestLocale } from '@/endpoints/http'
import { dataExceptionState, withTopLevelMessage } from '@/domain/http'
import { serverTranslator } from '@/server/i18n'

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
 */
export const mapDataErrors: AfterErrorHook = ({ error, req, result, graphqlResult }) => {
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
