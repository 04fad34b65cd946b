'use client'

import { useQuery, useQueryClient } from '@tanstack/react-query'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { ArchiveButton } from './ArchiveButton.client'
import styles from './ConversationList.module.css'
import { ConversationRow } from './ConversationRow'
import { fetchConversations, type ConversationPage } from './api'
import shared from './inquiries.module.css'
import { POLL_INTERVAL_MS, type ArchiveStatus, type InquiryRole } from '@/domain/inquiries'
import type { ConversationView } from '@/server/inquiries/views'

type Props = {
  viewerRole: InquiryRole
  archiveStatus: ArchiveStatus
  timeZone: string
  first: ConversationPage | null
}

const unreadTotal = (rows: ConversationView[]) => rows.filter((row) => row.unread).length

/**
 * The viewer's conversations; the first page is polled every 10 s while the tab is visible, older pages
 * come with "Load more". A change in unread conversations refreshes the header badge.
 */
export function ConversationList({ viewerRole, archiveStatus, timeZone, first }: Props) {
  const t = useTranslations('inquiries')
  const router = useRouter()
  const queryClient = useQueryClient()
  const newest = useQuery({
    queryKey: ['inquiries', archiveStatus],
    queryFn: () => fetchConversations(archiveStatus),
    initialData: first ?? undefined,
    refetchInterval: POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
  })
  const [older, setOlder] = useState<ConversationView[]>([])
  const [cursor, setCursor] = useState<string | null | undefined>(undefined)
  const [removed, setRemoved] = useState<Set<number>>(new Set())
  const [loadingMore, setLoadingMore] = useState(false)
  const [moreFailed, setMoreFailed] = useState(false)
  const lastUnread = useRef<number | null>(null)

  const firstPage = newest.data?.conversations ?? []
  const seen = new Set(firstPage.map((row) => row.conversationId))
  const rows = [...firstPage, ...older.filter((row) => !seen.has(row.conversationId))].filter(
    (row) => !removed.has(row.conversationId),
  )
  const nextCursor = cursor === undefined ? newest.data?.lastEvaluatedKey : cursor

  const unreadNow = unreadTotal(firstPage)
  useEffect(() => {
    if (lastUnread.current !== null && lastUnread.current !== unreadNow) router.refresh()
    lastUnread.current = unreadNow
  }, [unreadNow, router])

  async function loadMore() {
    if (!nextCursor) return
    setLoadingMore(true)
    setMoreFailed(false)
    try {
      const page = await fetchConversations(archiveStatus, nextCursor)
      setOlder((current) => [...current, ...page.conversations])
      setCursor(page.lastEvaluatedKey)
    } catch {
      setMoreFailed(true)
    } finally {
      setLoadingMore(false)
    }
  }

  if (newest.isPending) return <p aria-busy="true">{t('loading')}</p>
  if (newest.isError && rows.length === 0) {
    return (
      <p className={shared.error} role="alert">
        {t('listFailed')}
      </p>
    )
  }
  if (rows.length === 0) {
    return (
      <div className={shared.empty}>
        <p>{archiveStatus === 'ARCHIVED' ? t('emptyArchived') : t('emptyActive')}</p>
        {viewerRole === 'USER' && archiveStatus === 'ACTIVE' && (
          <Link className="button button--primary" href="/consultants">
            {t('findConsultant')}
          </Link>
        )}
      </div>
    )
  }
  return (
    <>
      {newest.isError && (
        <p className={shared.error} role="alert">
          {t('listFailed')}
        </p>
      )}
      <ul className={styles.list}>
        {rows.map((row) => (
          <ConversationRow
            key={row.conversationId}
            conversation={row}
            viewerRole={viewerRole}
            timeZone={timeZone}
            actions={
              <ArchiveButton
                conversationId={row.conversationId}
                archived={archiveStatus === 'ARCHIVED'}
                onChanged={() => {
                  setRemoved((current) => new Set(current).add(row.conversationId))
                  // Both lists changed: the other one is fetched afresh when it is shown.
                  void queryClient.invalidateQueries({ queryKey: ['inquiries'] })
                }}
              />
            }
          />
        ))}
      </ul>
      {moreFailed && (
        <p className={shared.error} role="alert">
          {t('listFailed')}
        </p>
      )}
      {nextCursor && (
        <button
          type="button"
          className="button button--secondary"
          onClick={loadMore}
          disabled={loadingMore}
          aria-busy={loadingMore}
        >
          {loadingMore ? t('loading') : t('loadMore')}
        </button>
      )}
    </>
  )
}
