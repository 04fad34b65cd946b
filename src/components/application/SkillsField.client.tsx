'use client'

import { useTranslations } from 'next-intl'
import { useId, useState, type KeyboardEvent } from 'react'

import styles from './SkillsField.module.css'
import { useSuggestions } from './useSuggestions'
import { SKILLS_MAX, addSkill, truncateTag } from '@/domain/schemas'

type Props = { value: string[]; onChange: (skills: string[]) => void; error?: string }

const HOUR = 60 * 60 * 1000

/** 5 to 15 skills as tags: Enter adds the typed text, suggestions appear after more than 2 characters. */
export function SkillsField({ value, onChange, error }: Props) {
  const t = useTranslations('application.fields')
  const validation = useTranslations('validation')
  const id = useId()
  const [text, setText] = useState('')
  const [alert, setAlert] = useState<string | null>(null)
  const { items, loading } = useSuggestions('/api/skills/suggestions', 'skills', text, {
    minLength: 3,
    debounceMs: 300,
    cacheMs: HOUR,
  })
  const known = new Set(value.map((skill) => skill.toLowerCase()))
  const suggestions = items.filter((item) => !known.has(item.toLowerCase())).slice(0, 8)

  function add(skill: string) {
    const result = addSkill(value, skill)
    setAlert(result.alert ? validation(result.alert) : null)
    if (!result.alert) {
      onChange(result.skills)
      setText('')
    }
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return
    event.preventDefault()
    if (text.trim()) add(text)
  }

  return (
    <div className="field">
      <label htmlFor={id}>{t('skills')}</label>
      <ul className="chips" aria-label={t('skillsChosen', { count: value.length, max: SKILLS_MAX })}>
        {value.map((skill) => (
          <li key={skill} className="chip" title={skill}>
            {truncateTag(skill)}
            <button
              type="button"
              className="chip__remove"
              aria-label={t('removeSkill', { skill })}
              onClick={() => onChange(value.filter((other) => other !== skill))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <input
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
      />
      {suggestions.length > 0 && (
        <ul className={styles.suggestions} aria-label={t('suggestions')}>
          {suggestions.map((suggestion) => (
            <li key={suggestion}>
              <button type="button" className="link-button" onClick={() => add(suggestion)}>
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      )}
      {!loading && text.trim().length >= 3 && items.length === 0 && (
        <p className="field__hint" role="status">
          {t('noSkillsFound')}
        </p>
      )}
      <p id={`${id}-hint`} className="field__hint">
        {t('skillsHint', { count: value.length, max: SKILLS_MAX })}
      </p>
      {(alert ?? error) && (
        <p className="field__error" role="alert">
          {alert ?? error}
        </p>
      )}
    </div>
  )
}
