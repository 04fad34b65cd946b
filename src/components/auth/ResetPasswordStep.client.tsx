'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { useToast } from '../ui/Toasts.client'
import { callApi } from './api'
import { CodeField, codeDigits } from './CodeField.client'
import { NewPasswordFields } from './NewPasswordFields.client'
import { useFieldMessage } from './useFieldMessage'
import { resetPasswordSchema } from '@/domain/schemas'

type Props = { email: string; onChangeEmail: () => void; onDone: () => void }

export function ResetPasswordStep({ email, onChangeEmail, onDone }: Props) {
  const t = useTranslations('auth.forgot')
  const toasts = useTranslations('toasts')
  const toast = useToast()
  const fieldMessage = useFieldMessage()
  const { register, handleSubmit, formState, setError } = useForm<
    z.input<typeof resetPasswordSchema>,
    unknown,
    z.output<typeof resetPasswordSchema>
  >({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { email, code: '', newPassword: '', confirmPassword: '' },
  })
  const error = (name: 'code' | 'newPassword' | 'confirmPassword') => fieldMessage(formState.errors[name]?.message)

  const onSubmit = handleSubmit(async (values) => {
    const result = await callApi('/api/auth/confirm-forgot-password', {
      email,
      confirmationCode: values.code,
      password: values.newPassword,
    })
    if (result.ok) return onDone()
    if (result.code?.startsWith('CODE_')) setError('code', { message: result.message })
    toast.error(result.message ?? toasts('resetFailed'))
  })

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <p>{t('explainCode', { email })}</p>
      <CodeField label={t('code')} {...register('code', { setValueAs: codeDigits })} error={error('code')} />
      <NewPasswordFields
        newPassword={register('newPassword')}
        confirmPassword={register('confirmPassword')}
        errors={{ newPassword: error('newPassword'), confirmPassword: error('confirmPassword') }}
      />
      <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
        {t('resetPassword')}
      </button>
      <button type="button" className="button button--ghost" onClick={onChangeEmail}>
        {t('changeEmail')}
      </button>
    </form>
  )
}
