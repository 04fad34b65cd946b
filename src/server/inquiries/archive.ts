import { createLocalReq, type Payload } from 'payload'

import { participantSide } from './thread'
import type { ArchiveStatus } from '@/domain/inquiries'
import { setConversationArchived } from '@/server/queries/inquiries'

export type ArchiveOutcome = { kind: 'updated' } | { kind: 'notFound' } | { kind: 'forbidden' }

/** Archives or restores a conversation for the caller's side only; the other side's list is unchanged. */
export async function setArchiveStatus(
  payload: Payload,
  conversationId: number,
  viewerId: number,
  archiveStatus: ArchiveStatus,
  now: Date,
): Promise<ArchiveOutcome> {
  const found = await participantSide(payload, conversationId, viewerId)
  if (!found) return { kind: 'notFound' }
  if (!found.side) return { kind: 'forbidden' }
  const archived = archiveStatus === 'ARCHIVED'
  await setConversationArchived(await createLocalReq({}, payload), conversationId, found.side, archived, now)
  return { kind: 'updated' }
}
