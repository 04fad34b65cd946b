import type { Endpoint } from 'payload'

import { json } from '../http'
import { badQuery, forbidden, inquiryCaller, notFound } from './caller'
import { conversationIdOf } from './thread'
import { ARCHIVE_STATUSES, type ArchiveStatus } from '@/domain/inquiries'
import { setArchiveStatus } from '@/server/inquiries/archive'

const archiveStatusOf = (raw: string | null): ArchiveStatus | null =>
  ARCHIVE_STATUSES.find((status) => status === raw?.toUpperCase()) ?? null

/** PUT /api/chat/update-conversation-archive-status?conversationId&archiveStatus: for the caller's side. */
export const archiveEndpoint: Endpoint = {
  path: '/chat/update-conversation-archive-status',
  method: 'put',
  handler: async (req) => {
    const found = inquiryCaller(req)
    if ('response' in found) return found.response
    const conversationId = conversationIdOf(req.searchParams.get('conversationId') ?? undefined)
    if (conversationId === null) return badQuery(req, 'conversationId')
    const archiveStatus = archiveStatusOf(req.searchParams.get('archiveStatus'))
    if (!archiveStatus) return badQuery(req, 'archiveStatus')
    const outcome = await setArchiveStatus(req.payload, conversationId, found.caller.id, archiveStatus, new Date())
    if (outcome.kind === 'notFound') return notFound(req)
    if (outcome.kind === 'forbidden') return forbidden(req)
    return json(200, { conversationId, archiveStatus })
  },
}
