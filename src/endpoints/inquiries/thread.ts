import type { Endpoint } from 'payload'

import { json, type EndpointRequest } from '../http'
import { badQuery, forbidden, inquiryCaller, noStore, notFound } from './caller'
import { parseRecordId } from '@/domain/ids'
import { isQueryProblem, threadQuery } from '@/domain/inquiries'
import { loadThread } from '@/server/inquiries/thread'

export const conversationIdOf = (raw: unknown): number | null => (typeof raw === 'string' ? parseRecordId(raw) : null)

/** GET /api/chat/conversations/{conversationId}?limit&lastEvaluatedKey: messages newest first, older on demand. */
export async function answerThreadPage(req: EndpointRequest): Promise<Response> {
  const found = inquiryCaller(req)
  if ('response' in found) return found.response
  const conversationId = conversationIdOf(req.routeParams?.conversationId)
  if (conversationId === null) return notFound(req)
  const query = threadQuery((name) => req.searchParams.get(name))
  if (isQueryProblem(query)) return badQuery(req, query.path)
  const outcome = await loadThread(req.payload, conversationId, found.caller.id, query, new Date())
  if (outcome.kind === 'notFound') return notFound(req)
  if (outcome.kind === 'forbidden') return forbidden(req)
  return json(200, outcome.thread, noStore)
}

export const threadEndpoint: Endpoint = {
  path: '/chat/conversations/:conversationId',
  method: 'get',
  handler: answerThreadPage,
}
