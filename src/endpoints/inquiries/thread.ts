import type { Endpoint } from 'payload'

import { json } from '../http'
import { badQuery, callerOf, INQUIRY_CALLER, inquiryForbidden, inquiryNotFound } from './caller'
import { parseRecordId } from '@/domain/ids'
import { isQueryProblem, threadQuery } from '@/domain/inquiries'
import { loadThread } from '@/server/inquiries/thread'
import { requireCaller } from '@/server/http/requireCaller'

export const conversationIdOf = (raw: unknown): number | null => (typeof raw === 'string' ? parseRecordId(raw) : null)

/** GET /api/chat/conversations/{conversationId}?limit&lastEvaluatedKey: messages newest first, older on demand. */
export const threadEndpoint: Endpoint = {
  path: '/chat/conversations/:conversationId',
  method: 'get',
  handler: async (req) => {
    const caller = callerOf(requireCaller(req, INQUIRY_CALLER))
    const conversationId = conversationIdOf(req.routeParams?.conversationId)
    if (conversationId === null) throw inquiryNotFound()
    const query = threadQuery((name) => req.searchParams.get(name))
    if (isQueryProblem(query)) throw badQuery(query.path)
    const outcome = await loadThread(req.payload, conversationId, caller.id, query, new Date())
    if (outcome.kind === 'notFound') throw inquiryNotFound()
    if (outcome.kind === 'forbidden') throw inquiryForbidden()
    return json(200, outcome.thread)
  },
}
