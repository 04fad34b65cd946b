'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { TextField } from '../ui/fields.client'
import { CodeVerification } from './CodeVerification.client'
import { useFieldMessage } from './useFieldMessage'
import { emailSchema } from '@/domain/schemas'

/** /email-verification: the code step, asking for the email first when the link did not carry it. */
export function EmailVerification({ email: given, redirect }: { email?: string; redirect?: string }) {
  const t = useTranslations('auth.verify')
  const fieldMessage = useFieldMessage()
  const [email, setEmail] = useState(given ?? '')
  const [confirmed, setConfirmed] = useState(Boolean(given))
  const [error, setError] = useState<string>()

  if (confirmed) return <CodeVerification email={email} redirect={redirect} />

  function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = emailSchema.safeParse(email)
    if (!parsed.success) return setError(fieldMessage(parsed.error.issues[0]?.message))
    setEmail(parsed.data)
    setConfirmed(true)
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <TextField
        label={t('emailLabel')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
      />
      <button type="submit" className="button button--primary">
        {t('continue')}
      </button>
    </form>
  )
}
