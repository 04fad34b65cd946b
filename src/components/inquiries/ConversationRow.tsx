import Link from 'next/link'
import { useLocale, useTranslations } from 'next-intl'

import { fullName, threadPath } from './paths'
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
    <li className={`inquiry-row${conversation.unread ? ' inquiry-row--unread' : ''}`}>
      <Link
        className="inquiry-row__link"
        href={threadPath(viewerRole, conversation.conversationId)}
        aria-label={t('open', { name })}
      >
        <span className="inquiry-row__head">
          <span className="inquiry-row__name">{name}</span>
          <time dateTime={conversation.lastMessageAt}>
            {formatDateTime(conversation.lastMessageAt, timeZone, locale)}
          </time>
        </span>
        <span className="inquiry-row__preview">{preview}</span>
        {conversation.unread && (
          <span className="inquiry-row__unread">{t('unread', { count: conversation.unreadCount })}</span>
        )}
      </Link>
      {actions}
    </li>
  )
}
