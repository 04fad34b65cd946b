import { callApi, type ApiResult } from '../auth/api'
import type { SessionTab } from '@/domain/sessions/sessionTabs'
import type { SessionSide } from '@/domain/sessions/sessionRowActions'
import type { SessionListItem } from '@/server/booking/sessionList'

export type SessionPage = { consultations: SessionListItem[]; lastEvaluatedKey: string | null }

export const PAGE_SIZE = 20

/** The react-query key of one tab's list; every list of a side starts with ['sessions', side]. */
export const sessionsKey = (side: SessionSide, tab: SessionTab) => ['sessions', side, tab] as const

/** GET /api/consultations/consultant/{id} or /user/{id}: one page of the viewer's own sessions. */
export async function fetchSessionPage(
  side: SessionSide,
  userId: number,
  tab: SessionTab,
  cursor: string | null,
): Promise<SessionPage> {
  const query = new URLSearchParams({ status: tab, limit: String(PAGE_SIZE) })
  if (cursor) query.set('lastEvaluatedKey', cursor)
  const path = side === 'consultant' ? 'consultant' : 'user'
  const response = await fetch(`/api/consultations/${path}/${userId}?${query}`, { credentials: 'same-origin' })
  if (!response.ok) throw new Error(`session list answered ${response.status}`)
  return (await response.json()) as SessionPage
}

export type ActionAnswer = { consultationId: number; status: string; message: string }

export type SessionActionPath =
  'consultant/confirm' | 'consultant/cancel' | 'user/cancel' | 'user/complete' | 'user/review' | 'consultant/review'

/** POSTs one of the consultation actions as the viewer, who names themself the way API.md asks. */
export function postSessionAction(
  path: SessionActionPath,
  side: SessionSide,
  userId: number,
  consultationId: number,
  body: Record<string, unknown> = {},
): Promise<ApiResult<ActionAnswer>> {
  const self = side === 'consultant' ? { consultantId: userId } : { userId }
  return callApi<ActionAnswer>(`/api/consultations/${path}`, { consultationId, ...self, ...body })
}
