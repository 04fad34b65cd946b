'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { TextField } from '../ui/fields.client'
import { dateLabels } from './dateLabels'
import { SessionsInTimeOff } from './SessionsInTimeOff.client'
import styles from './SettingsPanels.module.css'
import { timeOffDays, type SessionInTimeOff, type TimeOff } from '@/domain/scheduling'

type Props = {
  consultantId: number
  timezone: string
  today: string
  timeOff: TimeOff[]
  sessions: SessionInTimeOff[]
  busy: boolean
  onAdd: (range: { from: string; to: string }) => Promise<Record<string, string>>
  onRemove: (id: string) => Promise<unknown>
  onCancelled: (consultationId: number) => void
}

/** Time off as ranges of days: add one in one go, remove it as one, and see what was booked inside it. */
export function TimeOffPanel(props: Props) {
  const { timeOff, today, busy } = props
  const t = useTranslations('availabilityEditor')
  const labels = dateLabels(useLocale())
  const [range, setRange] = useState({ from: '', to: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})

  async function add(event: FormEvent) {
    event.preventDefault()
    const found = await props.onAdd(range)
    setErrors(found)
    if (Object.keys(found).length === 0) setRange({ from: '', to: '' })
  }

  const rangeLabel = (entry: TimeOff) =>
    t('timeOffRange', { from: labels.long(entry.from), to: labels.long(entry.to), count: timeOffDays(entry) })

  return (
    <section className={styles.panel} aria-labelledby="time-off-title">
      <h2 id="time-off-title">{t('timeOffTitle')}</h2>
      <p className={styles.lead}>{t('timeOffLead')}</p>
      <form className={styles.addRange} onSubmit={add} noValidate>
        <TextField
          label={t('timeOffFrom')}
          type="date"
          min={today}
          value={range.from}
          onChange={(event) => setRange((current) => ({ ...current, from: event.target.value }))}
          error={errors.from}
        />
        <TextField
          label={t('timeOffTo')}
          type="date"
          min={range.from || today}
          value={range.to}
          onChange={(event) => setRange((current) => ({ ...current, to: event.target.value }))}
          error={errors.to}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('addTimeOff')}
        </button>
      </form>
      {timeOff.length === 0 ? (
        <p className={`field__hint ${styles.none}`}>{t('timeOffNone')}</p>
      ) : (
        <ul className={styles.ranges}>
          {timeOff.map((entry) => (
            <li key={entry.id} className={styles.row}>
              <span>{rangeLabel(entry)}</span>
              <button
                type="button"
                className="button button--secondary"
                disabled={busy}
                aria-label={t('removeTimeOffLabel', { range: rangeLabel(entry) })}
                onClick={() => props.onRemove(entry.id)}
              >
                {t('removeTimeOff')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <SessionsInTimeOff
        consultantId={props.consultantId}
        timezone={props.timezone}
        sessions={props.sessions}
        onCancelled={props.onCancelled}
      />
    </section>
  )
}
