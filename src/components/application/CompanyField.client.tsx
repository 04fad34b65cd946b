'use client'

import { useTranslations } from 'next-intl'
import { useId, useState, type KeyboardEvent } from 'react'

import styles from './CompanyField.module.css'
import { useSuggestions } from './useSuggestions'
import { COMPANY_QUERY_MIN_LENGTH } from '@/domain/catalogue'
import { ENTRY_TEXT_MAX_LENGTH } from '@/domain/schemas'

type Props = { label: string; value: string; onChange: (name: string) => void; error?: string }

const FIVE_MINUTES = 5 * 60 * 1000

/** A company name with suggestions from 3 characters (debounced 300 ms, cached 5 minutes); any name is allowed. */
export function CompanyField({ label, value, onChange, error }: Props) {
  const t = useTranslations('application.entries')
  const id = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const { items, loading } = useSuggestions('/api/companies/suggestions', 'companies', value, {
    minLength: COMPANY_QUERY_MIN_LENGTH,
    debounceMs: 300,
    cacheMs: FIVE_MINUTES,
  })
  const asking = open && value.trim().length >= COMPANY_QUERY_MIN_LENGTH
  const options = items.filter((item) => item !== value)

  function choose(name: string) {
    onChange(name)
    setOpen(false)
    setActive(-1)
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!asking || options.length === 0) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => (current + step + options.length) % options.length)
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault()
      choose(options[active]!)
    } else if (event.key === 'Escape') setOpen(false)
  }

  return (
    <div className={`field ${styles.field}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        maxLength={ENTRY_TEXT_MAX_LENGTH}
        autoComplete="off"
        role="combobox"
        aria-expanded={asking && options.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${id}-option-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          onChange(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      {asking && (
        <div className={styles.popup}>
          {loading ? (
            <p className="field__hint" role="status">
              {t('companiesLoading')}
            </p>
          ) : options.length === 0 ? (
            <p className="field__hint" role="status">
              {t('noCompanies')}
            </p>
          ) : (
            <ul id={`${id}-list`} role="listbox" aria-label={label} className={styles.list}>
              {options.map((name, index) => (
                <li
                  key={name}
                  id={`${id}-option-${index}`}
                  role="option"
                  aria-selected={index === active}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(name)}
                >
                  {name}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
