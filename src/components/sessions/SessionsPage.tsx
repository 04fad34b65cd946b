import config from '@payload-config'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import { getLocale, getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { SessionsBoard } from './SessionsBoard.client'
import { PAGE_SIZE } from './sessionsApi'
import { landingForUser } from '@/app/(frontend)/(auth)/redirectSignedIn'
import { sessionListFilter } from '@/domain/booking/sessionListFilter'
import { resolveLocale } from '@/domain/locale'
import type { SessionSide } from '@/domain/sessions/sessionRowActions'
import { SESSION_TABS, sessionTabOf, type SessionTab } from '@/domain/sessions/sessionTabs'
import { usableTimeZone } from '@/domain/time'
import { getCurrentUser } from '@/server/auth/currentUser'
import { sessionList } from '@/server/booking/sessionList'

export const sessionsPath = (side: SessionSide) => `/${side}/dashboard/sessions`

type Props = { side: SessionSide; status: unknown }

/** A session dashboard (spec §2): ACTIVE profiles of the side's role only; the first page comes rendered. */
export async function SessionsPage({ side, status }: Props) {
  const user = await getCurrentUser()
  if (!user) redirect(`/sign-in?redirect=${encodeURIComponent(sessionsPath(side))}`)
  if (user.role !== (side === 'consultant' ? 'CONSULTANT' : 'USER') || user.profileStatus !== 'ACTIVE') {
    redirect(landingForUser(user))
  }
  const tab = sessionTabOf(status)
  const now = new Date()
  const locale = resolveLocale(await getLocale(), null)
  const [first, t] = await Promise.all([
    sessionList(
      await getPayload({ config }),
      { side, userId: user.id, locale },
      sessionListFilter(tab)!,
      PAGE_SIZE,
      undefined,
      now,
    ),
    getTranslations('sessions'),
  ])
  const timeZone = usableTimeZone(user.timezone, now)
  const tabLabel = (each: SessionTab) => (each === 'UPCOMING_PENDING' ? t(`tabs.${each}.${side}`) : t(`tabs.${each}`))

  return (
    <section className="container sessions-page">
      <h1>{t('title')}</h1>
      <p className="sessions-page__lead">{t(`lead.${side}`, { zone: timeZone })}</p>
      <nav className="sessions-tabs" aria-label={t('tabsLabel')}>
        <ul>
          {SESSION_TABS.map((each) => (
            <li key={each}>
              <Link
                href={each === 'upcoming' ? sessionsPath(side) : `${sessionsPath(side)}?status=${each}`}
                aria-current={each === tab ? 'page' : undefined}
                scroll={false}
              >
                {tabLabel(each)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <SessionsBoard
        side={side}
        userId={user.id}
        tab={tab}
        tabLabel={tabLabel(tab)}
        timeZone={timeZone}
        first={first}
        loadedAt={now.toISOString()}
      />
    </section>
  )
}
