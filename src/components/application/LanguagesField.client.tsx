'use client'

import { useTranslations } from 'next-intl'
import { useId, useMemo } from 'react'

import { LANGUAGE_CODES } from '@/domain/catalogue'
import { LANGUAGES_MAX } from '@/domain/schemas'

type Props = { value: string[]; onChange: (languages: string[]) => void; locale: string; error?: string }

/** 1 to 5 languages: picked from a list, shown as removable chips. */
export function LanguagesField({ value, onChange, locale, error }: Props) {
  const t = useTranslations('application.fields')
  const id = useId()
  const names = useMemo(() => new Intl.DisplayNames([locale], { type: 'language' }), [locale])
  const options = useMemo(
    () =>
      LANGUAGE_CODES.map((code) => ({ code, label: names.of(code) ?? code })).sort((a, b) =>
        a.label.localeCompare(b.label, locale),
      ),
    [names, locale],
  )
  const full = value.length >= LANGUAGES_MAX
  return (
    <div className="field">
      <label htmlFor={id}>{t('languages')}</label>
      <ul className="chips" aria-label={t('languagesChosen')}>
        {value.map((code) => (
          <li key={code} className="chip">
            {names.of(code) ?? code}
            <button
              type="button"
              className="chip__remove"
              aria-label={t('removeLanguage', { language: names.of(code) ?? code })}
              onClick={() => onChange(value.filter((other) => other !== code))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <select
        id={id}
        value=""
        disabled={full}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => event.target.value && onChange([...value, event.target.value])}
      >
        <option value="">{full ? t('languagesFull') : t('addLanguage')}</option>
        {options
          .filter((option) => !value.includes(option.code))
          .map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
      </select>
      <p id={`${id}-hint`} className="field__hint">
        {t('languagesHint')}
      </p>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
