import type { AfterErrorHook } from 'payload'

import { requestLocale } from '@/endpoints/http'
import { withTopLevelMessage } from '@/domain/http'
import { translateKey } from '@/server/i18n'
import { refusalOf } from './errorRefusal'
import { refusalAfterError } from './refusalAnswer'

/**
 * Payload's errors in API.md's shape, over REST and GraphQL. A Refusal, wherever it was thrown (a hook, a
 * service, an endpoint), answers API.md's body in the request's language and nothing else; so do a lost
 * database (503 with Retry-After, not a 500 or, when the sign-in lookup failed, a 401) and the last line of
 * defence for values no check caught (PostgreSQL refusing a value a client sent: 400 INVALID_VALUE, not
 * 500). Every other REST error keeps its status and gains API.md's top-level `message`.
 */
export const mapDataErrors: AfterErrorHook = ({ error, req, result, graphqlResult }) => {
  const refusal = refusalOf(error)
  if (refusal) return refusalAfterError(refusal, req, graphqlResult)
  if (graphqlResult) return
  return { response: withTopLevelMessage(result ?? {}, translateKey(requestLocale(req), 'api', 'invalidInput')) }
}
