import { getTranslations } from 'next-intl/server'

import { SessionsBoard } from './SessionsBoard.client'
import { PillNav } from '@/components/ui/PillNav'
import type { SessionSide } from '@/domain/sessions/sessionRowActions'
import { SESSION_TABS, sessionsPath, type SessionTab } from '@/domain/sessions/sessionTabs'
import type { SessionsPageData } from '@/server/sessions/pageData'
import shared from './sessions.module.css'
import styles from './SessionsPage.module.css'

/** A session dashboard (spec §2); the first page comes rendered. */
export async function SessionsPage({
  side,
  userId,
  tab,
  timeZone,
  first,
  loadedAt,
  answering,
}: SessionsPageData & { side: SessionSide }) {
  const t = await getTranslations('sessions')
  const tabLabel = (each: SessionTab) => (each === 'UPCOMING_PENDING' ? t(`tabs.${each}.${side}`) : t(`tabs.${each}`))

  return (
    <section className={`container ${shared.page}`}>
      <h1>{t('title')}</h1>
      <p className={shared.lead}>{t(`lead.${side}`, { zone: timeZone })}</p>
      <PillNav
        className={styles.tabs}
        label={t('tabsLabel')}
        scroll
        keepScroll
        pills={SESSION_TABS.map((each) => ({
          key: each,
          label: tabLabel(each),
          href: each === 'upcoming' ? sessionsPath(side) : `${sessionsPath(side)}?status=${each}`,
          current: each === tab,
        }))}
      />
      <SessionsBoard
        side={side}
        userId={userId}
        tab={tab}
        tabLabel={tabLabel(tab)}
        timeZone={timeZone}
        first={first}
        loadedAt={loadedAt}
        answering={answering}
      />
    </section>
  )
}
