'use client'

import { useTranslations } from 'next-intl'

import type { GridDay } from './weekModel'
import shared from './availability.module.css'
import styles from './DayHeader.module.css'

type Props = { day: GridDay; onCopy: (date: string) => void; onClear: (date: string) => void }

/** A day's column head: its date, whether it differs from the weekly hours, and its own actions. */
export function DayHeader({ day, onCopy, onClear }: Props) {
  const t = useTranslations('availabilityEditor')
  return (
    <th scope="col" className={styles.day}>
      <span className={styles.date}>{day.label}</span>
      {day.changed && (
        <span className={`badge ${shared.changed}`} title={t('changedDay', { day: day.label })}>
          {t('changed')}
          <span className="visually-hidden">: {t('changedDay', { day: day.label })}</span>
        </span>
      )}
      {!day.past && (
        <span className={styles.actions} role="group" aria-label={t('dayActions', { day: day.label })}>
          <button type="button" className="link-button" onClick={() => onCopy(day.date)}>
            {t('copyDay')}
          </button>
          <button
            type="button"
            className="link-button"
            aria-label={t('clearDayLabel', { day: day.label })}
            onClick={() => onClear(day.date)}
          >
            {t('clearDay')}
          </button>
        </span>
      )}
    </th>
  )
}
