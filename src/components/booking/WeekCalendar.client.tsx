'use client'

import { useLocale, useTranslations } from 'next-intl'

import { DaySlots } from './DaySlots.client'
import type { FreeDays } from './useFreeSlots'
import type { Locale } from '@/domain/locale'
import { formatCalendarDate, formatCalendarRange } from '@/domain/time'
import shared from './booking.module.css'
import styles from './WeekCalendar.module.css'

type Props = {
  days: string[]
  free: FreeDays | undefined
  status: 'pending' | 'error' | 'success'
  onRetry: () => void
  selectedSlot: string | null
  onSelect: (iso: string) => void
  canGoBack: boolean
  onWeek: (step: -1 | 1) => void
  /** The first day with free times after this week: undefined while unknown, null when there is none. */
  nextFreeDay: string | null | undefined
  onJump: (day: string) => void
}

/** One week, Monday first, days as columns of free start times; previous/next week above it. */
export function WeekCalendar(props: Props) {
  const { days, free, status, selectedSlot, onSelect, canGoBack, onWeek, nextFreeDay, onJump } = props
  const t = useTranslations('bookingPage')
  const locale = useLocale() as Locale
  const first = days[0] ?? ''
  const last = days[days.length - 1] ?? first
  const empty = status === 'success' && days.every((day) => (free?.days[day] ?? []).length === 0)

  return (
    <section className={styles.calendar} aria-labelledby="booking-calendar-title">
      <div className={styles.head}>
        <h2 id="booking-calendar-title">{t('calendar')}</h2>
        <div className={styles.nav}>
          <button type="button" className="button button--ghost" disabled={!canGoBack} onClick={() => onWeek(-1)}>
            ‹ {t('previousWeek')}
          </button>
          <p className={styles.range} aria-live="polite">
            {formatCalendarRange(first, last, locale)}
          </p>
          <button type="button" className="button button--ghost" onClick={() => onWeek(1)}>
            {t('nextWeek')} ›
          </button>
        </div>
      </div>
      {status === 'pending' && (
        <p className={shared.calendarState} role="status" aria-busy="true">
          {t('loadingSlots')}
        </p>
      )}
      {status === 'error' && (
        <div className={shared.calendarState} role="alert">
          <p>{t('slotsFailed')}</p>
          <button type="button" className="button button--secondary" onClick={props.onRetry}>
            {t('retry')}
          </button>
        </div>
      )}
      {empty && (
        <div className={shared.calendarState} role="status">
          <p>{t('noSlots')}</p>
          {nextFreeDay && (
            <button type="button" className="button button--secondary" onClick={() => onJump(nextFreeDay)}>
              {t('jumpToWeek', { date: formatCalendarDate(nextFreeDay, locale, 'dateShort') })}
            </button>
          )}
        </div>
      )}
      {status === 'success' && free && !empty && (
        <div className={styles.week}>
          {days.map((day) => (
            <DaySlots
              key={day}
              day={day}
              times={free.days[day] ?? []}
              zone={free.timezone}
              selectedSlot={selectedSlot}
              onSelect={onSelect}
            />
          ))}
        </div>
      )}
    </section>
  )
}
