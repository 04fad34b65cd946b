'use client'

import { useTranslations } from 'next-intl'
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react'

import { MESSAGE_MAX_LENGTH, messageTextSchema } from '@/domain/inquiries'
import styles from './Composer.module.css'

type Props = { onSend: (text: string) => Promise<boolean>; autoFocus?: boolean }

/** The message box: Enter sends, Shift+Enter adds a line; the text is kept when sending fails. */
export function Composer({ onSend, autoFocus }: Props) {
  const t = useTranslations('inquiries')
  const tValidation = useTranslations('validation')
  const id = useId()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function submit() {
    if (sending) return
    const parsed = messageTextSchema.safeParse(text)
    if (!parsed.success) {
      setError(tValidation(parsed.error.issues[0]!.message as 'Message_required'))
      return
    }
    setError(null)
    setSending(true)
    const sent = await onSend(text)
    setSending(false)
    if (sent) setText('')
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    void submit()
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    void submit()
  }

  return (
    <form className={styles.composer} onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        {t('messageLabel')}
      </label>
      <textarea
        id={id}
        value={text}
        rows={3}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder={t('placeholder')}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className={styles.bar}>
        <p id={`${id}-hint`} className="field__hint">
          {t('composerHint')} {t('counter', { count: text.length, max: MESSAGE_MAX_LENGTH })}
        </p>
        <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending}>
          {sending ? t('sending') : t('send')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </form>
  )
}
