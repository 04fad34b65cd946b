'use client'

import { useLocale, useTranslations } from 'next-intl'

import { slotInstant } from './useFreeSlots'
import { dateLabels } from '../availability/dateLabels'

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
    <div className="booking-day" role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className="booking-day__name">
        {labels.short(day)}
      </h3>
      {times.length === 0 ? (
        <p className="booking-day__none">{t('noDayTimes')}</p>
      ) : (
        <ul className="booking-day__slots">
          {times.map((time) => {
            const iso = slotInstant(day, time, zone)
            if (!iso) return null
            const selected = iso === selectedSlot
            return (
              <li key={time}>
                <button
                  type="button"
                  className={`booking-slot${selected ? ' booking-slot--selected' : ''}`}
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
