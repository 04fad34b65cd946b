'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { TextField } from '../ui/fields.client'
import { useFieldMessage } from './useFieldMessage'
import { forgotPasswordSchema } from '@/domain/schemas'

export function RequestCodeStep({ onSubmit }: { onSubmit: (email: string) => Promise<void> }) {
  const t = useTranslations('auth.forgot')
  const fieldMessage = useFieldMessage()
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof forgotPasswordSchema>,
    unknown,
    z.output<typeof forgotPasswordSchema>
  >({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } })

  return (
    <form className="auth-form" onSubmit={handleSubmit(({ email }) => onSubmit(email))} noValidate>
      <p>{t('explainEmail')}</p>
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        {...register('email')}
        error={fieldMessage(formState.errors.email?.message)}
      />
      <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
        {t('sendCode')}
      </button>
    </form>
  )
}
