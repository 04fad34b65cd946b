import type { Endpoint } from 'payload'

import { json } from '../http'
import { badQuery, callerOf, INQUIRY_CALLER, inquiryForbidden } from './caller'
import {
  conversationListQuery,
  isQueryProblem,
  listsOwnConversations,
  sideOf,
  type InquiryRole,
} from '@/domain/inquiries'
import { listConversations } from '@/server/inquiries/listConversations'
import { requireCaller } from '@/server/http/requireCaller'

/** GET /api/chat/conversations?limit&id&archiveStatus&role&lastEvaluatedKey: the caller's own conversations. */
export const conversationsEndpoint: Endpoint = {
  path: '/chat/conversations',
  method: 'get',
  handler: async (req) => {
    const caller = callerOf(requireCaller(req, INQUIRY_CALLER))
    const query = conversationListQuery((name) => req.searchParams.get(name))
    if (isQueryProblem(query)) throw badQuery(query.path)
    if (!listsOwnConversations(caller, query)) throw inquiryForbidden()
    const side = sideOf(caller.role as InquiryRole)
    return json(200, await listConversations(req.payload, caller.id, side, query))
  },
}
