'use client'

import { useLocale, useTranslations } from 'next-intl'

import { slotInstant } from './useFreeSlots'
import { dateLabels } from '../availability/dateLabels'
import styles from './DaySlots.module.css'

type Props = {
  day: string
  times: string[]
  zone: string
  selectedSlot: string | null
  onSelect: (iso: string) => void
}

/** One day's column: its free start times as buttons named with the date and the time. */
export function DaySlots({ day, times, zone, selectedSlot, onSelect }: Props) {
  const t = useTranslations('bookingPage')
  const labels = dateLabels(useLocale())
  const headingId = `booking-day-${day}`
  return (
    <div className={styles.day} role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.name}>
        {labels.short(day)}
      </h3>
      {times.length === 0 ? (
        <p className={styles.none}>{t('noDayTimes')}</p>
      ) : (
        <ul className={styles.slots}>
          {times.map((time) => {
            const iso = slotInstant(day, time, zone)
            if (!iso) return null
            const selected = iso === selectedSlot
            return (
              <li key={time}>
                <button
                  type="button"
                  className={[styles.slot, selected && styles.selected].filter(Boolean).join(' ')}
                  aria-pressed={selected}
                  aria-label={t('slotLabel', { date: labels.long(day), time })}
                  onClick={() => onSelect(iso)}
                >
                  {time}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
