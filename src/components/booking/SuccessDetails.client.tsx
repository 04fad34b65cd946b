'use client'

import Link from 'next/link'
import { useLocale, useTranslations } from 'next-intl'

import { AddToCalendar } from './AddToCalendar.client'
import { instantLabels, zoneLabel } from './timeLabels'
import type { BookedConsultation } from '@/domain/booking/sessionData'
import { formatEuro, toCents, type MoneyLocale } from '@/domain/money'
import { consulteeSessionPath } from '@/domain/sessions/sessionTabs'
import shared from './booking.module.css'
import styles from './SuccessDetails.module.css'

function statusKey(status: string) {
  if (status === 'UPCOMING_CONFIRMED') return 'confirmed'
  return status === 'UPCOMING_PENDING' || status === 'HELD' ? 'requestSent' : 'inactive'
}

/** The booked session: when (in the consultee's zone), how long, about what, the price and its status. */
export function SuccessDetails({ booked }: { booked: BookedConsultation }) {
  const t = useTranslations('bookingPage')
  const locale = useLocale() as MoneyLocale
  const when = instantLabels(booked.startsAt, booked.timezone, locale)
  const name = booked.consultant.name
  const rows: [string, string][] = [
    [t('payment.date'), when.date],
    [t('payment.time'), `${when.time} (${zoneLabel(booked.timezone, new Date(booked.startsAt))})`],
    [t('payment.duration'), t(`durations.${booked.sessionType}`)],
    [t('payment.services'), booked.services.length > 0 ? booked.services.join(', ') : t('payment.noServices')],
    [
      t('success.price'),
      booked.total === null ? '–' : booked.total === 0 ? t('free') : formatEuro(toCents(booked.total), locale),
    ],
    [t('success.status'), t(`success.statuses.${statusKey(booked.status)}`)],
  ]
  return (
    <div className={styles.success}>
      <div className={shared.who}>
        {booked.consultant.imageUrl && (
          // eslint-disable-next-line @next/next/no-img-element -- our own square JPEG upload
          <img src={booked.consultant.imageUrl} alt="" width={64} height={64} className={shared.picture} />
        )}
        {name && <p>{name}</p>}
      </div>
      <p className={styles.lead}>{name ? t('success.lead', { name }) : t('success.leadNoName')}</p>
      <dl className={shared.rows}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <Link href={consulteeSessionPath(booked.consultationId)} className="button button--primary">
          {t('success.toSession')}
        </Link>
        <AddToCalendar booked={booked} />
        <Link href="/consultants" className="button button--ghost">
          {t('success.findMore')}
        </Link>
      </div>
    </div>
  )
}
