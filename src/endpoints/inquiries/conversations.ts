import type { Endpoint } from 'payload'

import { json, type EndpointRequest } from '../http'
import { badQuery, forbidden, inquiryCaller, noStore } from './caller'
import {
  conversationListQuery,
  isQueryProblem,
  listsOwnConversations,
  sideOf,
  type InquiryRole,
} from '@/domain/inquiries'
import { listConversations } from '@/server/inquiries/listConversations'

/** GET /api/chat/conversations?limit&id&archiveStatus&role&lastEvaluatedKey: the caller's own conversations. */
export async function answerConversationList(req: EndpointRequest): Promise<Response> {
  const found = inquiryCaller(req)
  if ('response' in found) return found.response
  const query = conversationListQuery((name) => req.searchParams.get(name))
  if (isQueryProblem(query)) return badQuery(req, query.path)
  if (!listsOwnConversations(found.caller, query)) return forbidden(req)
  const side = sideOf(found.caller.role as InquiryRole)
  return json(200, await listConversations(req.payload, found.caller.id, side, query), noStore)
}

export const conversationsEndpoint: Endpoint = {
  path: '/chat/conversations',
  method: 'get',
  handler: answerConversationList,
}
