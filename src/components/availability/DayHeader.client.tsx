'use client'

import { useTranslations } from 'next-intl'

import type { GridDay } from './weekModel'
import shared from './availability.module.css'
import styles from './DayHeader.module.css'

type Props = { day: GridDay; onCopy: (date: string) => void; onClear: (date: string) => void }

const CopyIcon = () => (
  <svg className={styles.icon} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
    <rect x="5" y="5" width="9" height="9" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
    <path
      d="M11 3.5V3a1 1 0 0 0-1-1H3a1 1 0 0 0-1 1v7a1 1 0 0 0 1 1h.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    />
  </svg>
)

const ClearIcon = () => (
  <svg className={styles.icon} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
    <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
  </svg>
)

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
          <button
            type="button"
            className={`link-button ${styles.action}`}
            title={t('copyDay')}
            onClick={() => onCopy(day.date)}
          >
            <CopyIcon />
            <span className={shared.wideWords}>{t('copyDay')}</span>
          </button>
          <button
            type="button"
            className={`link-button ${styles.action}`}
            aria-label={t('clearDayLabel', { day: day.label })}
            title={t('clearDay')}
            onClick={() => onClear(day.date)}
          >
            <ClearIcon />
            <span className={shared.wideWords}>{t('clearDay')}</span>
          </button>
        </span>
      )}
    </th>
  )
}
