'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { PasswordField } from '../ui/fields.client'
import { useToast } from '../ui/Toasts.client'
import { callApi } from './api'
import { NewPasswordFields } from './NewPasswordFields.client'
import { useFieldMessage } from './useFieldMessage'
import { changePasswordSchema } from '@/domain/schemas'

type Input = z.input<typeof changePasswordSchema>
type Values = z.output<typeof changePasswordSchema>

export function ChangePasswordForm() {
  const t = useTranslations('auth.changePassword')
  const toasts = useTranslations('toasts')
  const toast = useToast()
  const fieldMessage = useFieldMessage()
  const { register, handleSubmit, formState, setError, reset } = useForm<Input, unknown, Values>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  })
  const error = (name: keyof Input) => fieldMessage(formState.errors[name]?.message)

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    const result = await callApi<{ message: string }>('/api/auth/change-password', { currentPassword, newPassword })
    if (result.ok) {
      reset()
      return toast.success(result.data.message)
    }
    for (const fieldError of result.errors) setError(fieldError.path as keyof Input, { message: fieldError.message })
    toast.error(result.message ?? toasts('changePasswordFailed'))
  })

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <PasswordField
        label={t('currentPassword')}
        autoComplete="current-password"
        {...register('currentPassword')}
        error={error('currentPassword')}
      />
      <NewPasswordFields
        newPassword={register('newPassword')}
        confirmPassword={register('confirmPassword')}
        errors={{ newPassword: error('newPassword'), confirmPassword: error('confirmPassword') }}
      />
      <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
        {t('submit')}
      </button>
    </form>
  )
}
