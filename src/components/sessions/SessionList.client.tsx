'use client'

import { useInfiniteQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useRef, useState } from 'react'

import { SessionDialogs, type OpenDialog } from './SessionDialogs.client'
import { SessionRow } from './SessionRow.client'
import { fetchSessionPage, sessionsKey, type SessionPage } from './sessionsApi'
import { useAnswerFromLink } from './useAnswerFromLink'
import { useMinuteClock } from './useMinuteClock'
import { countdownReachedZero, nextStartAfter } from '@/domain/sessions/countdown'
import type { SessionSide } from '@/domain/sessions/sessionRowActions'
import type { SessionTab } from '@/domain/sessions/sessionTabs'
import type { SessionListItem } from '@/server/booking/sessionList'
import styles from './SessionList.module.css'

export type SessionListProps = {
  side: SessionSide
  userId: number
  tab: SessionTab
  tabLabel: string
  timeZone: string
  /** The first page as the server rendered it, and when. */
  first: SessionPage
  loadedAt: string
  /** The session whose proposed new time a link asks to answer. */
  answering: SessionListItem | null
}

/** One tab's sessions with 'Load more' paging; the countdowns tick each minute and a start reloads the list. */
export function SessionList({ side, userId, tab, tabLabel, timeZone, first, loadedAt, answering }: SessionListProps) {
  const t = useTranslations('sessions')
  const [dialog, setDialog] = useState<OpenDialog | null>(null)
  const trigger = useRef<HTMLElement | null>(null)
  const region = useRef<HTMLElement>(null)
  const query = useInfiniteQuery({
    queryKey: sessionsKey(side, tab),
    queryFn: ({ pageParam }) => fetchSessionPage(side, userId, tab, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.lastEvaluatedKey,
    initialData: { pages: [first], pageParams: [null] },
    initialDataUpdatedAt: Date.parse(loadedAt),
  })
  const items = query.data?.pages.flatMap((page) => page.consultations) ?? []
  const { refetch, dataUpdatedAt, isFetching } = query
  const starts = items.filter((item) => item.status.startsWith('UPCOMING_')).map((item) => new Date(item.startsAt))
  // The first start after the list was loaded: the clock wakes then, and the list reloads at zero.
  const now = useMinuteClock(loadedAt, nextStartAfter(starts, new Date(dataUpdatedAt)))

  useEffect(() => {
    if (!isFetching && countdownReachedZero(starts, new Date(dataUpdatedAt), now)) void refetch()
    // Checked on each tick of the clock; items change only with dataUpdatedAt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [now, dataUpdatedAt])

  const openDialog = useCallback((next: OpenDialog | null) => {
    setDialog((current) => {
      if (next && !current) trigger.current = document.activeElement as HTMLElement | null
      return next
    })
    if (!next) {
      // Back to the button that opened the dialog, or to the list when the action removed that button.
      requestAnimationFrame(() => (trigger.current?.isConnected ? trigger.current : region.current)?.focus())
    }
  }, [])
  useAnswerFromLink(answering, openDialog)

  if (query.isError && items.length === 0) {
    return (
      <div className={styles.state} role="alert">
        <p>{t('loadFailed')}</p>
        <button type="button" className="button button--secondary" onClick={() => void refetch()}>
          {t('retry')}
        </button>
      </div>
    )
  }

  return (
    <section
      ref={region}
      className={styles.list}
      aria-label={t('listLabel', { tab: tabLabel })}
      aria-busy={isFetching}
      tabIndex={-1}
    >
      {items.length === 0 ? (
        <div className={styles.state}>
          <p>{t('empty')}</p>
          {side === 'consultee' && (
            <Link className="button button--primary" href="/consultants">
              {t('findConsultant')}
            </Link>
          )}
        </div>
      ) : (
        <ul className={styles.rows}>
          {items.map((item) => (
            <SessionRow
              key={item.consultationId}
              item={item}
              side={side}
              timeZone={timeZone}
              now={now}
              onAction={(action, row) => openDialog({ action, item: row })}
            />
          ))}
        </ul>
      )}
      {query.isError && (
        <p className={styles.stateError} role="alert">
          {t('loadFailed')}
        </p>
      )}
      {query.hasNextPage && (
        <button
          type="button"
          className={`button button--secondary ${styles.more}`}
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          aria-busy={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
        </button>
      )}
      <SessionDialogs open={dialog} side={side} userId={userId} timeZone={timeZone} onOpen={openDialog} />
    </section>
  )
}
