'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'

import { ArchiveButton } from './ArchiveButton.client'
import { Composer } from './Composer.client'
import { MessageBubble } from './MessageBubble'
import styles from './Thread.module.css'
import { messageOr, sendMessage, type ThreadPage } from './api'
import shared from './inquiries.module.css'
import { fullName, inquiriesPath } from './paths'
import { useThreadMessages } from './useThreadMessages'
import { useToast } from '@/components/ui/Toasts.client'
import type { InquiryRole } from '@/domain/inquiries'

type Props = { first: ThreadPage; viewerRole: InquiryRole; viewerId: number; timeZone: string }

/** A conversation: older messages load when scrolled to the top, new ones arrive by polling. */
export function Thread({ first, viewerRole, viewerId, timeZone }: Props) {
  const t = useTranslations('inquiries')
  const toast = useToast()
  const router = useRouter()
  const thread = useThreadMessages(first.conversationId, first)
  const [archived, setArchived] = useState(first.archiveStatus === 'ARCHIVED')
  const scroller = useRef<HTMLDivElement>(null)
  const sentinel = useRef<HTMLDivElement>(null)
  const lastId = useRef<number | null>(null)
  const name = first.counterpart ? fullName(first.counterpart) : ''

  // Opening the thread read its messages: refresh once so the header badge shows it.
  useEffect(() => {
    if ((first.unreadCount ?? 0) > 0) router.refresh()
  }, [first.unreadCount, router])

  // Keep the newest message in view when one arrives; loading older ones keeps the reader's place.
  useLayoutEffect(() => {
    const newestId = thread.messages[thread.messages.length - 1]?.id ?? null
    if (newestId !== lastId.current && scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight
    lastId.current = newestId
  }, [thread.messages])

  useEffect(() => {
    const target = sentinel.current
    if (!target || !thread.hasOlder) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void keepPlace(thread.loadOlder)
    })
    observer.observe(target)
    return () => observer.disconnect()
  })

  async function keepPlace(load: () => Promise<void>) {
    const box = scroller.current
    const fromBottom = box ? box.scrollHeight - box.scrollTop : 0
    await load()
    requestAnimationFrame(() => {
      if (box) box.scrollTop = box.scrollHeight - fromBottom
    })
  }

  async function onSend(text: string): Promise<boolean> {
    try {
      const sent = await sendMessage({
        role: viewerRole,
        message: text,
        userId: first.userId,
        consultantId: first.consultantId,
      })
      thread.addSent(sent.message)
      return true
    } catch (error) {
      toast.error(messageOr(error, t('sendFailed')))
      return false
    }
  }

  return (
    <div className={styles.thread}>
      <div className={styles.head}>
        <Link href={inquiriesPath(viewerRole)}>{t('back')}</Link>
        <h1>{t('threadTitle', { name })}</h1>
        <ArchiveButton conversationId={first.conversationId} archived={archived} onChanged={setArchived} />
      </div>
      <p className={styles.zone}>{t('timesShownIn', { zone: timeZone })}</p>
      {archived && <p className={styles.note}>{t('archivedNote')}</p>}
      <div
        className={styles.scroller}
        data-testid="message-scroller"
        ref={scroller}
        tabIndex={0}
        aria-label={t('threadLabel')}
      >
        {thread.hasOlder && (
          <div ref={sentinel} className={styles.older}>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void keepPlace(thread.loadOlder)}
              disabled={thread.loadingOlder}
              aria-busy={thread.loadingOlder}
            >
              {thread.loadingOlder ? t('loadingOlder') : t('loadOlder')}
            </button>
          </div>
        )}
        {thread.olderFailed && (
          <p className={shared.error} role="alert">
            {t('olderFailed')}
          </p>
        )}
        {thread.messages.length === 0 ? (
          <p className={shared.empty}>{t('noMessages')}</p>
        ) : (
          <ol className={styles.messages} aria-live="polite">
            {thread.messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                mine={message.senderId === viewerId}
                otherName={name}
                timeZone={timeZone}
              />
            ))}
          </ol>
        )}
      </div>
      <Composer onSend={onSend} />
    </div>
  )
}
