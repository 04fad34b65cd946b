import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { StatusBadge } from '../ui/StatusBadge'
import styles from './WebinarCard.module.css'
import type { Locale } from '@/domain/locale'
import { formatInstant } from '@/domain/time'
import type { WebinarView } from '@/server/webinars/pageData'

type Props = { webinar: WebinarView; timeZone: string; locale: Locale; action: ReactNode }

/** One webinar of the list: when (in the viewer's zone and language), how long, the seats, and what to do. */
export function WebinarCard({ webinar, timeZone, locale, action }: Props) {
  const t = useTranslations('webinars')
  const at = (iso: string, style: 'dateFull' | 'time') => formatInstant(iso, timeZone, locale, style)
  const headingId = `webinar-${webinar.id}`
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {webinar.title}
      </h2>
      <p className={styles.when}>
        <time dateTime={webinar.startsAt}>
          {t('when', {
            date: at(webinar.startsAt, 'dateFull'),
            start: at(webinar.startsAt, 'time'),
            end: at(webinar.endsAt, 'time'),
          })}
        </time>
      </p>
      <p className={styles.facts}>
        <span>{t('duration', { minutes: webinar.durationMinutes })}</span>
        {webinar.started ? (
          <StatusBadge tone="waiting">{t('running')}</StatusBadge>
        ) : webinar.seatsLeft === 0 ? (
          <StatusBadge tone="closed">{t('full')}</StatusBadge>
        ) : webinar.seatsLeft !== null ? (
          <StatusBadge tone="neutral">{t('seatsLeft', { count: webinar.seatsLeft })}</StatusBadge>
        ) : null}
      </p>
      {webinar.description && <p className={styles.description}>{webinar.description}</p>}
      <div className={styles.action}>{action}</div>
    </article>
  )
}
