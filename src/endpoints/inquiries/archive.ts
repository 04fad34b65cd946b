import type { Endpoint } from 'payload'

import { json } from '../http'
import { badQuery, callerOf, INQUIRY_CALLER, inquiryForbidden, inquiryNotFound } from './caller'
import { conversationIdOf } from './thread'
import { ARCHIVE_STATUSES, type ArchiveStatus } from '@/domain/inquiries'
import { setArchiveStatus } from '@/server/inquiries/archive'
import { requireCaller } from '@/server/http/requireCaller'

const archiveStatusOf = (raw: string | null): ArchiveStatus | null =>
  ARCHIVE_STATUSES.find((status) => status === raw?.toUpperCase()) ?? null

/** PUT /api/chat/update-conversation-archive-status?conversationId&archiveStatus: for the caller's side. */
export const archiveEndpoint: Endpoint = {
  path: '/chat/update-conversation-archive-status',
  method: 'put',
  handler: async (req) => {
    const caller = callerOf(requireCaller(req, INQUIRY_CALLER))
    const conversationId = conversationIdOf(req.searchParams.get('conversationId') ?? undefined)
    if (conversationId === null) throw badQuery('conversationId')
    const archiveStatus = archiveStatusOf(req.searchParams.get('archiveStatus'))
    if (!archiveStatus) throw badQuery('archiveStatus')
    const outcome = await setArchiveStatus(req.payload, conversationId, caller.id, archiveStatus, new Date())
    if (outcome.kind === 'notFound') throw inquiryNotFound()
    if (outcome.kind === 'forbidden') throw inquiryForbidden()
    return json(200, { conversationId, archiveStatus })
  },
}
