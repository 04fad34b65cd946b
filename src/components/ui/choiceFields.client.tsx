'use client'

import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react'

type Described = { label: string; error?: string; hint?: ReactNode }

function describedBy(id: string, error?: string, hint?: ReactNode) {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined
}

function FieldNotes({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </>
  )
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> &
  Described & { options: readonly { id: string; label: string }[]; placeholder?: string }

/** A labelled native select; react-hook-form's register passes its ref through the props. */
export function SelectField({ label, error, hint, options, placeholder, id, ...select }: SelectProps) {
  const generated = useId()
  const selectId = id ?? generated
  return (
    <div className="field">
      <label htmlFor={selectId}>{label}</label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, error, hint)}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes id={selectId} error={error} hint={hint} />
    </div>
  )
}

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & Described & { count?: number; limit?: number }

/** A labelled textarea with an optional live character count. */
export function TextAreaField({ label, error, hint, count, limit, id, ...textarea }: TextAreaProps) {
  const generated = useId()
  const areaId = id ?? generated
  return (
    <div className="field">
      <label htmlFor={areaId}>{label}</label>
      <textarea
        id={areaId}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(areaId, error, hint)}
        {...textarea}
      />
      {limit !== undefined && count !== undefined && (
        <p className="field__count" aria-live="polite">
          {count} / {limit}
        </p>
      )}
      <FieldNotes id={areaId} error={error} hint={hint} />
    </div>
  )
}
