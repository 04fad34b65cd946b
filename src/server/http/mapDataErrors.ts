import type { AfterErrorHook, PayloadRequest } from 'payload'

import { requestLocale } from '@/endpoints/http'
import { dataExceptionState, sqlStateOf, withTopLevelMessage } from '@/domain/http'
import { serverTranslator } from '@/server/i18n'

/**
 * Payload 3.90 builds a broken query (42P01, "missing FROM-clause entry") when DELETE
 * /api/payload-preferences/{key} names no stored preference; the key simply does not exist.
 */
function isMissingPreference(error: unknown, req: PayloadRequest, slug: string | undefined): boolean {
  return slug === 'payload-preferences' && req.method === 'DELETE' && sqlStateOf(error) === '42P01'
}

/**
 * The last line of defence for values no check caught: PostgreSQL refusing a value a client sent (SQLSTATE
 * class 22: an id out of range, a byte sequence, a date) answers 400 INVALID_VALUE, not 500, over REST and
 * GraphQL. Every other REST error keeps its status and gains API.md's top-level `message`.
 */
export const mapDataErrors: AfterErrorHook = ({ error, req, result, graphqlResult, collection }) => {
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
  if (isMissingPreference(error, req, collection?.slug)) {
    const message = t('routeNotFound')
    return { status: 404, response: { message, code: 'NOT_FOUND', errors: [{ message }] } }
  }
  return { response: withTopLevelMessage(result ?? {}, t('invalidInput')) }
}
