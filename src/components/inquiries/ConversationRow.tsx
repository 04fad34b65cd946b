import Link from 'next/link'
import { useLocale, useTranslations } from 'next-intl'

import { fullName, threadPath } from './paths'
import styles from './ConversationRow.module.css'
import type { InquiryRole } from '@/domain/inquiries'
import type { Locale } from '@/domain/locale'
import { formatDateTime } from '@/domain/time'
import type { ConversationView } from '@/server/inquiries/views'

type Props = { conversation: ConversationView; viewerRole: InquiryRole; timeZone: string; actions?: React.ReactNode }

/** One conversation in the list: who, the last message (plain text), when, and whether it is unread. */
export function ConversationRow({ conversation, viewerRole, timeZone, actions }: Props) {
  const t = useTranslations('inquiries')
  const locale = useLocale() as Locale
  const name = fullName(conversation.counterpart)
  const preview =
    conversation.lastMessageRole === viewerRole
      ? t('you', { text: conversation.lastMessagePreview })
      : conversation.lastMessagePreview
  return (
    <li className={conversation.unread ? `${styles.row} ${styles.unread}` : styles.row}>
      <Link
        className={styles.link}
        href={threadPath(viewerRole, conversation.conversationId)}
        aria-label={t('open', { name })}
      >
        <span className={styles.head}>
          <span className={styles.name}>{name}</span>
          <time dateTime={conversation.lastMessageAt}>
            {formatDateTime(conversation.lastMessageAt, timeZone, locale)}
          </time>
        </span>
        <span className={styles.preview}>{preview}</span>
        {conversation.unread && (
          <span className={styles.unreadCount}>{t('unread', { count: conversation.unreadCount })}</span>
        )}
      </Link>
      {actions}
    </li>
  )
}
