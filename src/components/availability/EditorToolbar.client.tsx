'use client'

import { useTranslations } from 'next-intl'

import type { TimeZoneOption } from '@/domain/time'
import shared from './availability.module.css'
import styles from './EditorToolbar.module.css'

type Props = {
  timezone: string
  timezones: readonly Pick<TimeZoneOption, 'value' | 'label'>[]
  onTimezone: (zone: string) => void
  weekLabel: string
  canGoBack: boolean
  canGoForward: boolean
  onWeek: (step: -1 | 1) => void
  onCopyWeek: () => void
  onRepeatWeekly: () => void
}

/** The zone the grid is in, the week shown, and the actions that work on the whole week. */
export function EditorToolbar(props: Props) {
  const t = useTranslations('availabilityEditor')
  return (
    <div className={styles.toolbar}>
      <div className={`field ${styles.zone}`}>
        <label htmlFor="availability-timezone">{t('timezone')}</label>
        <select
          id="availability-timezone"
          value={props.timezone}
          onChange={(event) => props.onTimezone(event.target.value)}
          aria-describedby="availability-timezone-hint"
        >
          {props.timezones.map((zone) => (
            <option key={zone.value} value={zone.value}>
              {zone.label}
            </option>
          ))}
        </select>
        <p id="availability-timezone-hint" className="field__hint">
          {t('timezoneHint')}
        </p>
      </div>
      <div className={styles.weeks}>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => props.onWeek(-1)}
          disabled={!props.canGoBack}
        >
          <span aria-hidden="true">‹</span> <span className={shared.wideWords}>{t('previousWeek')}</span>
        </button>
        <h2 className={styles.week} aria-live="polite">
          {props.weekLabel}
        </h2>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => props.onWeek(1)}
          disabled={!props.canGoForward}
        >
          <span className={shared.wideWords}>{t('nextWeek')}</span> <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className={styles.actions}>
        <button type="button" className="button button--secondary" onClick={props.onCopyWeek}>
          {t('copyWeek')}
        </button>
        <button type="button" className="button button--secondary" onClick={props.onRepeatWeekly}>
          {t('repeatWeekly')}
        </button>
      </div>
    </div>
  )
}
