'use client'

import { useId, useState, type Ref } from 'react'
import { useLocale, useTranslations } from 'next-intl'

import styles from './MonthYearField.module.css'
import type { Locale } from '@/domain/locale'
import {
  joinMonth,
  latestPickableMonth,
  monthOptions,
  pickerYears,
  splitMonth,
  type MonthParts,
  type MonthPickerLimit,
} from '@/domain/time'

type Props = {
  label: string
  /** 'yyyy-MM', or '' while no month is chosen. */
  value: string | null | undefined
  onChange: (value: string) => void
  onBlur?: () => void
  limit: MonthPickerLimit
  error?: string
  disabled?: boolean
  /** The month select, which the form focuses when the value is refused. */
  ref?: Ref<HTMLSelectElement>
}

/**
 * A month and a year chosen with two native selects, the same in every browser (the native month input
 * differs between browsers, and some have none). The value is 'yyyy-MM' once both are chosen, '' until then.
 */
export function MonthYearField({ label, value, onChange, onBlur, limit, error, disabled, ref }: Props) {
  const t = useTranslations('common')
  const locale = useLocale() as Locale
  const errorId = `${useId()}-error`
  const [now] = useState(() => new Date())
  const latest = latestPickableMonth(now, limit)
  const stored = value ?? ''
  // One half alone is no value, so the halves live here; a value set from outside (cleared, reset) replaces them.
  const [parts, setParts] = useState(() => splitMonth(stored))
  const [shown, setShown] = useState(stored)
  if (stored !== shown) {
    setShown(stored)
    setParts(splitMonth(stored))
  }

  const choose = (next: MonthParts) => {
    const joined = joinMonth(next)
    setParts(next)
    setShown(joined)
    onChange(joined)
  }
  const control = {
    disabled,
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  }

  return (
    <fieldset className={`field ${styles.picker}`} disabled={disabled}>
      <legend className="field__label">{label}</legend>
      <div className={styles.selects}>
        <select
          ref={ref}
          aria-label={t('month')}
          value={parts.month}
          onChange={(event) => choose({ ...parts, month: event.target.value })}
          {...control}
        >
          <option value="">{t('month')}</option>
          {monthOptions(locale, parts.year, latest).map((month) => (
            <option key={month.value} value={month.value} disabled={month.disabled}>
              {month.label}
            </option>
          ))}
        </select>
        <select
          aria-label={t('year')}
          value={parts.year}
          onChange={(event) => choose({ ...parts, year: event.target.value })}
          {...control}
        >
          <option value="">{t('year')}</option>
          {pickerYears(now, latest, parts.year).map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}
