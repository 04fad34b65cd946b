'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { TextField } from '../ui/fields.client'
import styles from './SettingsPanels.module.css'
import { RULE_LIMITS, type SchedulingRules } from '@/domain/scheduling'

const BUFFER_CHOICES = [0, 5, 10, 15, 20, 30, 45, 60, 90, 120]

type Props = {
  rules: SchedulingRules
  busy: boolean
  send: (rules: SchedulingRules) => Promise<Record<string, string>>
}

type Draft = Record<keyof SchedulingRules, string>

const draftOf = (rules: SchedulingRules): Draft => ({
  bufferBeforeMinutes: String(rules.bufferBeforeMinutes),
  bufferAfterMinutes: String(rules.bufferAfterMinutes),
  minimumNoticeHours: String(rules.minimumNoticeHours),
  maxSessionsPerDay: rules.maxSessionsPerDay == null ? '' : String(rules.maxSessionsPerDay),
  maxSessionsPerWeek: rules.maxSessionsPerWeek == null ? '' : String(rules.maxSessionsPerWeek),
})

// Typed text goes to the server as it is (a number when it is one), so its schema gives the one error text.
const numberOr = (text: string, empty: number | null) => (text.trim() === '' ? empty : Number(text))

/** The consultant's buffers, minimum notice and limits per day and week. */
export function SchedulingRulesForm({ rules, busy, send }: Props) {
  const t = useTranslations('availabilityEditor')
  const [draft, setDraft] = useState(() => draftOf(rules))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = (name: keyof SchedulingRules) => (value: string) => setDraft((current) => ({ ...current, [name]: value }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    const next = {
      bufferBeforeMinutes: Number(draft.bufferBeforeMinutes),
      bufferAfterMinutes: Number(draft.bufferAfterMinutes),
      minimumNoticeHours: numberOr(draft.minimumNoticeHours, 0),
      maxSessionsPerDay: numberOr(draft.maxSessionsPerDay, null),
      maxSessionsPerWeek: numberOr(draft.maxSessionsPerWeek, null),
    } as SchedulingRules
    setErrors(await send(next))
  }

  const error = (name: keyof SchedulingRules) => errors[`rules.${name}`]
  const buffer = (name: 'bufferBeforeMinutes' | 'bufferAfterMinutes', label: string) => (
    <div className="field">
      <label htmlFor={`rules-${name}`}>{label}</label>
      <select id={`rules-${name}`} value={draft[name]} onChange={(event) => set(name)(event.target.value)}>
        {BUFFER_CHOICES.map((minutes) => (
          <option key={minutes} value={minutes}>
            {t('minutes', { count: minutes })}
          </option>
        ))}
      </select>
      {error(name) && <p className="field__error">{error(name)}</p>}
    </div>
  )
  const limit = (name: 'maxSessionsPerDay' | 'maxSessionsPerWeek', label: string) => (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={RULE_LIMITS[name].min}
      max={RULE_LIMITS[name].max}
      value={draft[name]}
      onChange={(event) => set(name)(event.target.value)}
      hint={t('limitHint')}
      error={error(name)}
    />
  )

  return (
    <section className={styles.panel} aria-labelledby="rules-title">
      <h2 id="rules-title">{t('rulesTitle')}</h2>
      <p className={styles.lead}>{t('rulesLead')}</p>
      <form onSubmit={submit} noValidate>
        <div className={styles.fields}>
          {buffer('bufferBeforeMinutes', t('bufferBefore'))}
          {buffer('bufferAfterMinutes', t('bufferAfter'))}
          <TextField
            label={t('minimumNotice')}
            type="number"
            inputMode="numeric"
            min={0}
            max={RULE_LIMITS.minimumNoticeHours.max}
            value={draft.minimumNoticeHours}
            onChange={(event) => set('minimumNoticeHours')(event.target.value)}
            hint={t('minimumNoticeHint')}
            error={error('minimumNoticeHours')}
          />
          {limit('maxSessionsPerDay', t('maxPerDay'))}
          {limit('maxSessionsPerWeek', t('maxPerWeek'))}
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('saveRules')}
        </button>
      </form>
    </section>
  )
}
