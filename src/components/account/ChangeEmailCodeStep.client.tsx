'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { callApi } from '../auth/api'
import { CodeField, codeDigits, useResendCountdown } from '../auth/CodeField.client'
import { useFieldMessage } from '../auth/useFieldMessage'
import { useToast } from '../ui/Toasts.client'
import type { PendingChange } from './ChangeEmailRequestForm.client'
import { RESEND_COOLDOWN_MS } from '@/domain/auth'
import { codeSchema } from '@/domain/schemas'

type Props = {
  pending: PendingChange
  onChanged: (email: string, message: string) => void
  onCancel: () => void
}

/** Sends POST /api/account/email-change/confirm; a new code can be asked for after the cooldown. */
export function ChangeEmailCodeStep({ pending, onChanged, onCancel }: Props) {
  const t = useTranslations('auth.accountSettings.changeEmail')
  const toast = useToast()
  const fieldMessage = useFieldMessage()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState<'confirm' | 'resend' | null>(null)
  const [secondsLeft, setSecondsLeft] = useResendCountdown(RESEND_COOLDOWN_MS / 1000)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = codeSchema.safeParse(code)
    if (!parsed.success) return setError(fieldMessage(parsed.error.issues[0]?.message))
    setBusy('confirm')
    const result = await callApi<{ message: string; email: string }>('/api/account/email-change/confirm', {
      code: parsed.data,
    })
    setBusy(null)
    if (result.ok) return onChanged(result.data.email, result.data.message)
    setError(result.message ?? t('failed'))
    toast.error(result.message ?? t('failed'))
  }

  async function resend() {
    setBusy('resend')
    const result = await callApi<{ message: string }>('/api/account/email-change', pending)
    setBusy(null)
    if (result.ok) {
      toast.success(result.data.message)
      setCode('')
      setError(undefined)
      return setSecondsLeft(RESEND_COOLDOWN_MS / 1000)
    }
    if (result.retryAfter) setSecondsLeft(result.retryAfter)
    toast.error(result.message ?? t('failed'))
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy !== null}>
      <p role="status">{t('codeSentTo', { email: pending.newEmail })}</p>
      <CodeField
        label={t('codeLabel')}
        name="code"
        value={code}
        onChange={(event) => {
          setCode(codeDigits(event.target.value))
          setError(undefined)
        }}
        error={error}
        autoFocus
      />
      <button type="submit" className="button button--primary" disabled={busy !== null}>
        {busy === 'confirm' ? t('confirming') : t('confirm')}
      </button>
      <button
        type="button"
        className="button button--ghost"
        onClick={resend}
        disabled={busy !== null || secondsLeft > 0}
      >
        {busy === 'resend' ? t('sending') : secondsLeft > 0 ? t('resendIn', { seconds: secondsLeft }) : t('resend')}
      </button>
      <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy !== null}>
        {t('cancel')}
      </button>
    </form>
  )
}
