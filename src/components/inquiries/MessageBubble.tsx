import { useFormatter, useTranslations } from 'next-intl'

import type { MessageView } from '@/server/inquiries/views'

/** One message, always as text: React escapes it, and white-space keeps its lines. */
export function MessageBubble({
  message,
  mine,
  otherName,
}: {
  message: MessageView
  mine: boolean
  otherName: string
}) {
  const t = useTranslations('inquiries')
  const format = useFormatter()
  return (
    <li className={`inquiry-message${mine ? ' inquiry-message--mine' : ''}`}>
      <span className="inquiry-message__meta">
        <span>{mine ? t('fromYou') : otherName}</span>{' '}
        <time dateTime={message.createdAt}>
          {format.dateTime(new Date(message.createdAt), { dateStyle: 'short', timeStyle: 'short' })}
        </time>
      </span>
      <p className="inquiry-message__text">{message.message}</p>
    </li>
  )
}
