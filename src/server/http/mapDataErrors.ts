import type { AfterErrorHook } from 'payload'

import { requestLocale } from '@/endpoints/http'
import { dataExceptionState, withTopLevelMessage } from '@/domain/http'
import { translateKey } from '@/server/i18n'
import { Refusal, text } from './refusal'
import { refusalAfterError } from './refusalAnswer'

/** 400 for a value PostgreSQL refused, in Payload's error shape as well (it answers in place of Payload's). */
export const invalidValue = () =>
  new Refusal(400, 'INVALID_VALUE', text('api', 'invalidValue'), { messageInErrors: true })

/**
 * The last line of defence for values no check caught: PostgreSQL refusing a value a client sent (SQLSTATE
 * class 22: an id out of range, a byte sequence, a date) answers 400 INVALID_VALUE, not 500, over REST and
 * GraphQL. A Refusal, wherever it was thrown (a hook, a service, an endpoint), answers API.md's body in the
 * request's language and nothing else. Every other REST error keeps its status and gains API.md's
 * top-level `message`.
 */
export const mapDataErrors: AfterErrorHook = ({ error, req, result, graphqlResult }) => {
  const refusal = error instanceof Refusal ? error : dataExceptionState(error) ? invalidValue() : null
  if (refusal) return refusalAfterError(refusal, req, graphqlResult)
  if (graphqlResult) return
  return { response: withTopLevelMessage(result ?? {}, translateKey(requestLocale(req), 'api', 'invalidInput')) }
}
