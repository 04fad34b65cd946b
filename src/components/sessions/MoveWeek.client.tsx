'use client'

import { useLocale, useTranslations } from 'next-intl'

import { dateLabels } from '../availability/dateLabels'
import { resolveLocale } from '@/domain/locale'
import { moveWeekDays, type FreeTimes } from '@/domain/reschedule'
import { addDays } from '@/domain/scheduling'
import { formatCalendarRange } from '@/domain/time'
import styles from './MoveWeek.module.css'

type Props = {
  monday: string
  /** The session's current start, which is not offered as its new one. */
  current: string
  times: FreeTimes | undefined
  status: 'pending' | 'error' | 'success'
  onRetry: () => void
  canGoBack: boolean
  canGoForward: boolean
  onWeek: (step: -1 | 1) => void
  picked: string | null
  onPick: (iso: string) => void
}

/** One week of the times a session can move to, Monday first, each day a row of time buttons. */
export function MoveWeek(props: Props) {
  const { monday, current, times, status, onRetry, canGoBack, canGoForward, onWeek, picked, onPick } = props
  const t = useTranslations('reschedule.proposeDialog')
  const locale = useLocale()
  const labels = dateLabels(locale)
  const free = times ? moveWeekDays(monday, times, current) : []
  const empty = status === 'success' && free.every((day) => day.slots.length === 0)

  return (
    <section className={styles.week} aria-label={t('weekLabel')}>
      <div className={styles.nav}>
        <button type="button" className="button button--ghost" disabled={!canGoBack} onClick={() => onWeek(-1)}>
          ‹ {t('previousWeek')}
        </button>
        <p className={styles.range} aria-live="polite">
          {formatCalendarRange(monday, addDays(monday, 6), resolveLocale(locale, null))}
        </p>
        <button type="button" className="button button--ghost" disabled={!canGoForward} onClick={() => onWeek(1)}>
          {t('nextWeek')} ›
        </button>
      </div>
      {status === 'pending' && (
        <p className={styles.state} role="status" aria-busy="true">
          {t('loading')}
        </p>
      )}
      {status === 'error' && (
        <div className={styles.state} role="alert">
          <p>{t('failed')}</p>
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {t('retry')}
          </button>
        </div>
      )}
      {empty && (
        <p className={styles.state} role="status">
          {t('empty')}
        </p>
      )}
      {status === 'success' && times && !empty && (
        <div className={styles.days}>
          {free.map(({ day, slots }) => (
            <div key={day} className={styles.day} role="group" aria-labelledby={`move-day-${day}`}>
              <h3 id={`move-day-${day}`} className={styles.name}>
                {labels.short(day)}
              </h3>
              {slots.length === 0 ? (
                <p className={styles.none}>{t('dayEmpty')}</p>
              ) : (
                <ul className={styles.slots}>
                  {slots.map(({ time, iso }) => (
                    <li key={time}>
                      <button
                        type="button"
                        className={styles.slot}
                        aria-pressed={iso === picked}
                        aria-label={t('slotLabel', { date: labels.long(day), time })}
                        onClick={() => onPick(iso)}
                      >
                        {time}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </div>
      )}
    </section>
  )
}
