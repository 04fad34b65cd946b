import { decodeCursor, pageSizeOf, type Cursor } from '../paging/cursor'
import { isInquiryRole, type InquiryRole } from './sides'

export const ARCHIVE_STATUSES = ['ACTIVE', 'ARCHIVED'] as const
export type ArchiveStatus = (typeof ARCHIVE_STATUSES)[number]

/** `archiveStatus` of the API (any case); missing means the active list. */
export function archiveStatusOf(raw: string | null | undefined): ArchiveStatus | null {
  if (raw == null || raw === '') return 'ACTIVE'
  const upper = raw.toUpperCase()
  return ARCHIVE_STATUSES.find((status) => status === upper) ?? null
}

export type ConversationListQuery = {
  limit: number
  archiveStatus: ArchiveStatus
  role?: InquiryRole
  id?: number
  cursor?: Cursor
}

export type QueryProblem = { path: string }

type Raw = (name: string) => string | null | undefined

function positiveId(raw: string | null | undefined): number | undefined | null {
  if (raw == null || raw === '') return undefined
  return /^\d{1,12}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null
}

/** GET /api/chat/conversations: limit, id, archiveStatus, role, lastEvaluatedKey; the first bad one is named. */
export function conversationListQuery(get: Raw): ConversationListQuery | QueryProblem {
  const limit = pageSizeOf(get('limit'))
  if (limit === null) return { path: 'limit' }
  const archiveStatus = archiveStatusOf(get('archiveStatus'))
  if (!archiveStatus) return { path: 'archiveStatus' }
  const rawRole = get('role')
  if (rawRole != null && rawRole !== '' && !isInquiryRole(rawRole)) return { path: 'role' }
  const id = positiveId(get('id'))
  if (id === null) return { path: 'id' }
  const cursor = decodeCursor(get('lastEvaluatedKey'))
  if (cursor === null) return { path: 'lastEvaluatedKey' }
  return {
    limit,
    archiveStatus,
    ...(isInquiryRole(rawRole) ? { role: rawRole } : {}),
    ...(id ? { id } : {}),
    ...(cursor ? { cursor } : {}),
  }
}

export type ThreadQuery = { limit: number; cursor?: Cursor }

/** GET /api/chat/conversations/{id}: limit and lastEvaluatedKey (older messages than the last page's). */
export function threadQuery(get: Raw): ThreadQuery | QueryProblem {
  const limit = pageSizeOf(get('limit'))
  if (limit === null) return { path: 'limit' }
  const cursor = decodeCursor(get('lastEvaluatedKey'))
  if (cursor === null) return { path: 'lastEvaluatedKey' }
  return { limit, ...(cursor ? { cursor } : {}) }
}

export const isQueryProblem = (value: object): value is QueryProblem => 'path' in value

/** A page of `limit` rows was read with one extra: the extra row says whether an older page exists. */
export function pageOf<Row>(
  rows: readonly Row[],
  limit: number,
  keyOf: (row: Row) => Cursor,
): { items: Row[]; next: Cursor | null } {
  const items = rows.slice(0, limit)
  const last = items[items.length - 1]
  return { items, next: rows.length > limit && last ? keyOf(last) : null }
}
