import 'server-only'

import config from '@payload-config'
import { getLocale } from 'next-intl/server'
import { getPayload } from 'payload'

import { PAGE_SIZE } from '@/components/sessions/sessionsApi'
import { sessionListFilter } from '@/domain/booking/sessionListFilter'
import { resolveLocale } from '@/domain/locale'
import type { SessionSide } from '@/domain/sessions/sessionRowActions'
import {
  rescheduleAnswerPath,
  rescheduleTargetOf,
  sessionsPath,
  sessionTabOf,
  type SessionTab,
} from '@/domain/sessions/sessionTabs'
import { usableTimeZone } from '@/domain/time'
import { activeUserFor } from '@/server/auth/pageAccess'
import { sessionList, sessionListItem, type SessionListItem } from '@/server/booking/sessionList'

export type SessionsPageData = {
  userId: number
  tab: SessionTab
  /** The viewer's own zone, in which every time of the page is shown. */
  timeZone: string
  first: { consultations: SessionListItem[]; lastEvaluatedKey: string | null }
  loadedAt: string
  /** The session whose proposed new time the page opens to answer (a link in an email), when it is the viewer's. */
  answering: SessionListItem | null
}

/**
 * A session dashboard (spec §2) for a signed-in ACTIVE user of the side's role: the first page of the tab,
 * and the session a `reschedule` query names (a visitor signs in first and comes back to it).
 */
export async function sessionsPageData(
  side: SessionSide,
  query: { status?: unknown; reschedule?: unknown },
): Promise<SessionsPageData> {
  const target = rescheduleTargetOf(query.reschedule)
  const back = target === null ? sessionsPath(side) : rescheduleAnswerPath(side, target)
  const user = await activeUserFor(side === 'consultant' ? 'CONSULTANT' : 'USER', back)
  const tab = sessionTabOf(query.status)
  const now = new Date()
  const locale = resolveLocale(await getLocale(), null)
  const payload = await getPayload({ config })
  const viewer = { side, userId: user.id, locale }
  const first = await sessionList(payload, viewer, sessionListFilter(tab)!, PAGE_SIZE, undefined, now)
  const listed = first.consultations.find((item) => item.consultationId === target)
  const answering = target === null ? null : (listed ?? (await sessionListItem(payload, viewer, target, now)))
  return {
    userId: user.id,
    tab,
    timeZone: usableTimeZone(user.timezone, now),
    first,
    loadedAt: now.toISOString(),
    answering,
  }
}
