import type { Payload } from 'payload'

import { execute, sql } from '../db/sql'
import { sideColumn } from './columns'
import { participantSide } from './thread'
import type { ArchiveStatus } from '@/domain/inquiries'

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
  await execute(
    payload,
    sql`UPDATE conversations SET ${sideColumn(found.side, 'archived')} = ${archiveStatus === 'ARCHIVED'},
          updated_at = ${now} WHERE id = ${conversationId}`,
  )
  return { kind: 'updated' }
}
