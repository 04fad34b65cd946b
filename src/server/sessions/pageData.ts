import 'server-only'

import config from '@payload-config'
import { getLocale } from 'next-intl/server'
import { getPayload } from 'payload'

import { PAGE_SIZE } from '@/components/sessions/sessionsApi'
import { sessionListFilter } from '@/domain/booking/sessionListFilter'
import { resolveLocale } from '@/domain/locale'
import type { SessionSide } from '@/domain/sessions/sessionRowActions'
import { sessionsPath, sessionTabOf, type SessionTab } from '@/domain/sessions/sessionTabs'
import { usableTimeZone } from '@/domain/time'
import { activeUserFor } from '@/server/auth/pageAccess'
import { sessionList, type SessionListItem } from '@/server/booking/sessionList'

export type SessionsPageData = {
  userId: number
  tab: SessionTab
  /** The viewer's own zone, in which every time of the page is shown. */
  timeZone: string
  first: { consultations: SessionListItem[]; lastEvaluatedKey: string | null }
  loadedAt: string
}

/** A session dashboard (spec §2) for a signed-in ACTIVE user of the side's role: the first page of the tab. */
export async function sessionsPageData(side: SessionSide, status: unknown): Promise<SessionsPageData> {
  const user = await activeUserFor(side === 'consultant' ? 'CONSULTANT' : 'USER', sessionsPath(side))
  const tab = sessionTabOf(status)
  const now = new Date()
  const locale = resolveLocale(await getLocale(), null)
  const first = await sessionList(
    await getPayload({ config }),
    { side, userId: user.id, locale },
    sessionListFilter(tab)!,
    PAGE_SIZE,
    undefined,
    now,
  )
  return { userId: user.id, tab, timeZone: usableTimeZone(user.timezone, now), first, loadedAt: now.toISOString() }
}
