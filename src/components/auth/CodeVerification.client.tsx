'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { useToast } from '../ui/Toasts.client'
import { callApi } from './api'
import { CodeField, codeDigits, useResendCountdown } from './CodeField.client'
import { forgetCredentials, heldCredentialsFor } from './heldCredentials'
import { landingFor } from './landing'
import { logIn } from './logIn'
import { useFieldMessage } from './useFieldMessage'
import { RESEND_COOLDOWN_MS } from '@/domain/auth'
import { codeSchema } from '@/domain/schemas'

export function CodeVerification({ email, redirect }: { email: string; redirect?: string }) {
  const t = useTranslations('auth.verify')
  const toasts = useTranslations('toasts')
  const toast = useToast()
  const router = useRouter()
  const fieldMessage = useFieldMessage()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [secondsLeft, setSecondsLeft] = useResendCountdown(0)

  async function continueAfterVerification() {
    const held = heldCredentialsFor(email)
    forgetCredentials()
    const answer = held ? await logIn(held.email, held.password) : null
    if (answer?.ok && answer.data.user) {
      router.push(landingFor(answer.data.user, redirect))
      router.refresh()
    } else {
      router.push(redirect ? `/sign-in?redirect=${encodeURIComponent(redirect)}` : '/sign-in')
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = codeSchema.safeParse(code)
    if (!parsed.success) return setError(fieldMessage(parsed.error.issues[0]?.message))
    setBusy(true)
    const result = await callApi<{ message: string }>('/api/auth/confirm-signup', { email, confirmationCode: code })
    setBusy(false)
    if (!result.ok) {
      setError(result.message ?? toasts('verifyFailed'))
      return toast.error(result.message ?? toasts('verifyFailed'), toasts('verificationFailedTitle'))
    }
    toast.success(result.data.message ?? toasts('emailVerified'))
    await continueAfterVerification()
  }

  async function resend() {
    const result = await callApi<{ message: string }>('/api/auth/resend-signup-code', { email })
    if (result.ok) {
      toast.success(result.data.message ?? toasts('codeResent'))
      setSecondsLeft(RESEND_COOLDOWN_MS / 1000)
    } else {
      if (result.retryAfter) setSecondsLeft(result.retryAfter)
      toast.error(result.message ?? toasts('resendFailed'), toasts('resendFailedTitle'))
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p>{t('sentTo', { email })}</p>
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
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('verifying') : t('verify')}
      </button>
      <button type="button" className="button button--ghost" onClick={resend} disabled={secondsLeft > 0}>
        {secondsLeft > 0 ? t('resendIn', { seconds: secondsLeft }) : t('resend')}
      </button>
    </form>
  )
}
