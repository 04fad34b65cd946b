'use client'

import Link from 'next/link'
import { useLocale, useTranslations } from 'next-intl'

import { calendarPath } from './bookingPaths'
import { instantLabels, zoneLabel } from './timeLabels'
import type { BookingConsultant } from './types'
import type { BookingChoice } from './usePlaceBooking'
import shared from './booking.module.css'
import styles from './BookingSummary.module.css'

type Props = { consultant: BookingConsultant; choice: BookingChoice; zone: string; changeable: boolean }

/** Who, when (in the viewer's zone), how long and about what. */
export function BookingSummary({ consultant, choice, zone, changeable }: Props) {
  const t = useTranslations('bookingPage')
  const when = instantLabels(choice.selectedSlot, zone, useLocale())
  return (
    <section className={styles.summary} aria-labelledby="booking-summary-title">
      <h2 id="booking-summary-title" className={shared.panelTitle}>
        {t('payment.summary')}
      </h2>
      <div className={shared.who}>
        {consultant.imageUrl && (
          // eslint-disable-next-line @next/next/no-img-element -- our own square JPEG upload
          <img src={consultant.imageUrl} alt="" width={56} height={56} className={shared.picture} />
        )}
        <p>{consultant.name}</p>
      </div>
      <dl className={shared.rows}>
        <div>
          <dt>{t('payment.date')}</dt>
          <dd>{when.date}</dd>
        </div>
        <div>
          <dt>{t('payment.time')}</dt>
          <dd>
            {when.time} <span className={styles.zone}>({zoneLabel(zone, new Date(choice.selectedSlot))})</span>
          </dd>
        </div>
        <div>
          <dt>{t('payment.duration')}</dt>
          <dd>{t(`durations.${choice.sessionType}`)}</dd>
        </div>
        <div>
          <dt>{t('payment.services')}</dt>
          <dd>
            {choice.services.length > 0
              ? choice.services.map((service) => service.title).join(', ')
              : t('payment.noServices')}
          </dd>
        </div>
      </dl>
      {changeable && (
        <Link
          href={calendarPath(consultant.ref, { sessionType: choice.sessionType, selectedSlot: choice.selectedSlot })}
        >
          {t('payment.change')}
        </Link>
      )}
    </section>
  )
}
