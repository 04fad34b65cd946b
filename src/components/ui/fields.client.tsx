'use client'

import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react'
import { useTranslations } from 'next-intl'

import styles from './fields.module.css'

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: ReactNode }

/** A labelled input whose error is announced and linked to it. */
export function TextField({ label, error, hint, id, ...input }: FieldProps) {
  const generated = useId()
  const inputId = id ?? generated
  const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(' ')
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && (
        <p id={`${inputId}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

export function PasswordField(props: FieldProps) {
  const t = useTranslations('auth')
  const [visible, setVisible] = useState(false)
  return (
    <div className={styles.password}>
      <TextField {...props} type={visible ? 'text' : 'password'} />
      <button type="button" className={styles.toggle} onClick={() => setVisible((v) => !v)} aria-pressed={visible}>
        {visible ? t('hidePassword') : t('showPassword')}
      </button>
    </div>
  )
}

type CheckboxProps = InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: string }

export function CheckboxField({ label, error, id, ...input }: CheckboxProps) {
  const generated = useId()
  const inputId = id ?? generated
  return (
    <div className="field field--checkbox">
      <input
        id={inputId}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        {...input}
      />
      <label htmlFor={inputId}>{label}</label>
      {error && (
        <p id={`${inputId}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
