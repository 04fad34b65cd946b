'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { callApi } from '../auth/api'
import { useFieldMessage } from '../auth/useFieldMessage'
import { PasswordField, TextField } from '../ui/fields.client'
import { useToast } from '../ui/Toasts.client'
import { emailChangeRequestSchema } from '@/domain/schemas'

/** What the code step needs to confirm, or to ask again for a new code. */
export type PendingChange = { newEmail: string; currentPassword?: string }

type Schema = ReturnType<typeof emailChangeRequestSchema>
type Input = z.input<Schema>
type Values = z.output<Schema>

/** Sends POST /api/account/email-change; the same schema checks the form and the request. */
export function ChangeEmailRequestForm({
  passwordRequired,
  onCodeSent,
}: {
  passwordRequired: boolean
  onCodeSent: (pending: PendingChange) => void
}) {
  const t = useTranslations('auth.accountSettings.changeEmail')
  const toast = useToast()
  const fieldMessage = useFieldMessage()
  const schema = useMemo(() => emailChangeRequestSchema({ passwordRequired }), [passwordRequired])
  const { register, handleSubmit, formState, setError } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { newEmail: '', currentPassword: '' },
  })
  const error = (name: keyof Input) => fieldMessage(formState.errors[name]?.message)

  const onSubmit = handleSubmit(async (values) => {
    const body = passwordRequired ? values : { newEmail: values.newEmail }
    const result = await callApi<{ message: string; newEmail: string }>('/api/account/email-change', body)
    if (result.ok) {
      toast.success(result.data.message)
      return onCodeSent(body)
    }
    for (const fieldError of result.errors) setError(fieldError.path as keyof Input, { message: fieldError.message })
    toast.error(result.message ?? t('failed'))
  })

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-busy={formState.isSubmitting}>
      <TextField
        label={t('newEmail')}
        type="email"
        autoComplete="email"
        {...register('newEmail')}
        error={error('newEmail')}
      />
      {passwordRequired ? (
        <PasswordField
          label={t('currentPassword')}
          autoComplete="current-password"
          {...register('currentPassword')}
          error={error('currentPassword')}
        />
      ) : (
        <p className="field__hint">{t('noPasswordHint')}</p>
      )}
      <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('sending') : t('submit')}
      </button>
    </form>
  )
}
