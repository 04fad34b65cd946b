'use client'

import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'

import { fetchThread, type ThreadPage } from './api'
import { POLL_INTERVAL_MS } from '@/domain/inquiries'
import type { MessageView } from '@/server/inquiries/views'

// The poll asks for more than one page's worth, so a burst between two polls leaves no gap.
const POLL_LIMIT = 50
const OLDER_LIMIT = 20

const byTime = (a: MessageView, b: MessageView) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id

/**
 * The messages of one thread, oldest first: the newest ones polled every 10 s while the tab is visible,
 * older pages fetched on demand by the keyset cursor of the first page fetched, which new messages never move.
 */
export function useThreadMessages(conversationId: number, first: ThreadPage) {
  const newest = useQuery({
    queryKey: ['inquiry-thread', conversationId],
    queryFn: () => fetchThread(conversationId, POLL_LIMIT),
    initialData: first,
    refetchInterval: POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
  })
  const [older, setOlder] = useState<MessageView[]>([])
  const [sent, setSent] = useState<MessageView[]>([])
  const [cursor, setCursor] = useState<string | null>(first.lastEvaluatedKey)
  const [loadingOlder, setLoadingOlder] = useState(false)
  const [olderFailed, setOlderFailed] = useState(false)

  const messages = useMemo(() => {
    const byId = new Map<number, MessageView>()
    for (const message of [...older, ...first.messages, ...(newest.data?.messages ?? []), ...sent]) {
      byId.set(message.id, message)
    }
    return [...byId.values()].sort(byTime)
  }, [older, first.messages, newest.data, sent])

  const loadOlder = useCallback(async () => {
    if (!cursor || loadingOlder) return
    setLoadingOlder(true)
    setOlderFailed(false)
    try {
      const page = await fetchThread(conversationId, OLDER_LIMIT, cursor)
      setOlder((current) => [...current, ...page.messages])
      setCursor(page.lastEvaluatedKey)
    } catch {
      setOlderFailed(true)
    } finally {
      setLoadingOlder(false)
    }
  }, [conversationId, cursor, loadingOlder])

  const addSent = useCallback((message: MessageView) => setSent((current) => [...current, message]), [])

  return {
    messages,
    hasOlder: Boolean(cursor),
    loadOlder,
    loadingOlder,
    olderFailed,
    addSent,
    pollFailed: newest.isError,
  }
}
