import { useLocale, useTranslations } from 'next-intl'

import type { Locale } from '@/domain/locale'
import { formatDateTime } from '@/domain/time'
import type { MessageView } from '@/server/inquiries/views'
import styles from './MessageBubble.module.css'

/** One message, always as text: React escapes it, and white-space keeps its lines. */
export function MessageBubble({
  message,
  mine,
  otherName,
  timeZone,
}: {
  message: MessageView
  mine: boolean
  otherName: string
  timeZone: string
}) {
  const t = useTranslations('inquiries')
  const locale = useLocale() as Locale
  return (
    <li className={mine ? `${styles.message} ${styles.mine}` : styles.message}>
      <span className={styles.meta} data-testid="message-meta">
        <span>{mine ? t('fromYou') : otherName}</span>{' '}
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, timeZone, locale)}</time>
      </span>
      <p className={styles.text} data-testid="message-text">
        {message.message}
      </p>
    </li>
  )
}
