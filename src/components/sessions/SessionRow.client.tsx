'use client'

import Link from 'next/link'
import { useLocale, useTranslations } from 'next-intl'

import { SESSION_TYPE_KEYS } from '../booking/timeLabels'
import { resolveLocale } from '@/domain/locale'
import { formatEuro, toCents } from '@/domain/money'
import { countdownTo, formatCountdown } from '@/domain/sessions/countdown'
import { rescheduleRowActions, type RescheduleRowAction } from '@/domain/reschedule'
import type { SessionRowAction, SessionSide } from '@/domain/sessions/sessionRowActions'
import { sessionAnchor } from '@/domain/sessions/sessionTabs'
import { paymentLabelKey, type ConsultationLabelKey } from '@/domain/status'
import type { SessionListItem } from '@/server/booking/sessionList'
import { RescheduleNote } from './RescheduleNote.client'
import { counterpartName, sessionWhen } from './sessionLabels'
import styles from './SessionRow.module.css'
import { StatusBadge, type BadgeTone } from '../ui/StatusBadge'

const BADGE_TONES: Record<ConsultationLabelKey, BadgeTone> = {
  requested: 'waiting',
  pending: 'waiting',
  confirmed: 'good',
  completed: 'good',
  declined: 'closed',
  reportedOpen: 'problem',
  reportedResolved: 'closed',
  unknown: 'neutral',
}

type Props = {
  item: SessionListItem
  side: SessionSide
  timeZone: string
  now: Date
  onAction: (action: SessionRowAction | RescheduleRowAction, item: SessionListItem) => void
}

function Countdown({ item, now }: { item: SessionListItem; now: Date }) {
  const t = useTranslations('sessions')
  const locale = resolveLocale(useLocale(), null)
  if (!item.status.startsWith('UPCOMING_')) return null
  const left = countdownTo(new Date(item.startsAt), now)
  if (left.kind === 'started') {
    return new Date(item.endsAt) > now ? <p className={styles.countdown}>{t('running')}</p> : null
  }
  return <p className={styles.countdown}>{t('startsIn', { time: formatCountdown(left, locale) })}</p>
}

/** One listed session: who, when, what, its status for this viewer and what the viewer can do now. */
export function SessionRow({ item, side, timeZone, now, onAction }: Props) {
  const t = useTranslations('sessions')
  const booking = useTranslations('bookingPage')
  const payments = useTranslations('paymentHistory')
  const reschedule = useTranslations('reschedule')
  const locale = useLocale()
  const name = counterpartName(item)
  const shortId = item.counterpart.consultantShortId
  const initials = `${item.counterpart.firstName.charAt(0)}${item.counterpart.lastName.charAt(0)}`
  const moves = rescheduleRowActions(item.reschedule.actions)
  return (
    <li className={styles.row} id={sessionAnchor(item.consultationId)}>
      {item.counterpart.imageUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- our own square JPEG upload
        <img className={styles.picture} src={item.counterpart.imageUrl} alt="" width={56} height={56} />
      ) : (
        <span className={`${styles.picture} ${styles.initials}`} aria-hidden="true">
          {initials}
        </span>
      )}
      <div className={styles.main}>
        <h3 className={styles.name}>{shortId ? <Link href={`/consultants/${shortId}`}>{name}</Link> : name}</h3>
        <p className={styles.when}>
          <time dateTime={item.startsAt}>{sessionWhen(item, timeZone, locale)}</time>
        </p>
        <RescheduleNote item={item} side={side} timeZone={timeZone} />
        <p className={styles.meta}>
          {[
            booking(SESSION_TYPE_KEYS[item.sessionType as keyof typeof SESSION_TYPE_KEYS] ?? 'sessionTypes.30MINUTES'),
            ...item.selectedServiceTitles,
          ].join(' · ')}
        </p>
      </div>
      <div className={styles.status}>
        <StatusBadge tone={BADGE_TONES[item.labelKey]}>{item.label}</StatusBadge>
        {side === 'consultee' && (
          <span className={styles.payment}>
            {item.price === 0
              ? t('free')
              : `${t('payment')}: ${formatEuro(toCents(item.price), resolveLocale(locale, null))} · ${payments(`labels.${paymentLabelKey(item.paymentStatus ?? '')}`)}`}
          </span>
        )}
        <Countdown item={item} now={now} />
      </div>
      {(item.actions.length > 0 || moves.length > 0 || item.meetingUrl) && (
        <div className={styles.actions} role="group" aria-label={t('actionsLabel', { name })}>
          {item.meetingUrl && (
            <a className="button button--secondary" href={item.meetingUrl} target="_blank" rel="noopener noreferrer">
              {t('join')}
            </a>
          )}
          {item.actions.map((action) => (
            <button
              key={action}
              type="button"
              className={`button ${action === 'confirm' || action === 'complete' ? 'button--primary' : 'button--secondary'}`}
              onClick={() => onAction(action, item)}
            >
              {t(`actions.${action}`)}
            </button>
          ))}
          {moves.map((action) => (
            <button
              key={action}
              type="button"
              className={`button ${action === 'acceptMove' ? 'button--primary' : 'button--secondary'}`}
              onClick={() => onAction(action, item)}
            >
              {reschedule(`actions.${action}`)}
            </button>
          ))}
        </div>
      )}
    </li>
  )
}
