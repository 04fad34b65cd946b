'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'

import { CheckboxField, PasswordField, TextField } from '../ui/fields.client'
import { useToast } from '../ui/Toasts.client'
import { callApi } from './api'
import { CodeVerification } from './CodeVerification.client'
import { holdCredentials } from './heldCredentials'
import { useFieldMessage } from './useFieldMessage'
import { registerRequestFromSignUp, signUpSchema, type SignUpInput, type SignUpValues } from '@/domain/schemas'
import { FALLBACK_TIMEZONE, usableTimeZone } from '@/domain/time'

type Role = 'USER' | 'CONSULTANT'

function refCodeFromCookie(): string | undefined {
  return document.cookie.match(/(?:^|;\s*)refCode=([^;]+)/)?.[1]
}

export function SignUpForm({ role, redirect }: { role: Role; redirect?: string }) {
  const t = useTranslations('auth.signUp')
  const toasts = useTranslations('toasts')
  const toast = useToast()
  const fieldMessage = useFieldMessage()
  const [verifyEmail, setVerifyEmail] = useState<string | null>(null)
  const form = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: {
      userRole: role,
      email: '',
      password: '',
      confirmPassword: '',
      marketingConsent: false,
      ...(role === 'USER' ? { timezone: FALLBACK_TIMEZONE } : {}),
    },
  })
  const { register, handleSubmit, setError, setValue, formState } = form

  // The browser knows the person's zone; the server renders without it.
  useEffect(() => {
    if (role === 'USER')
      setValue('timezone', usableTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone, new Date()))
  }, [role, setValue])
  const errors = formState.errors as Partial<Record<string, { message?: string }>>
  const error = (name: string) => fieldMessage(errors[name]?.message)

  const onSubmit = handleSubmit(async (values) => {
    const body = registerRequestFromSignUp({
      ...values,
      referrerRefCode: values.referrerRefCode ?? refCodeFromCookie(),
    })
    const result = await callApi<{ message: string }>('/api/auth/register', body)
    if (result.ok) {
      holdCredentials({ email: values.email, password: values.password })
      setVerifyEmail(values.email)
      return toast.success(result.data.message)
    }
    for (const fieldError of result.errors) setError(fieldError.path as never, { message: fieldError.message })
    if (result.code === 'EMAIL_IN_USE') setError('email', { message: result.message })
    toast.error(result.message ?? toasts('signUpFailed'), toasts('signUpFailedTitle'))
  })

  if (verifyEmail) return <CodeVerification email={verifyEmail} redirect={redirect} />

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      {role === 'USER' && (
        <div className="auth-form__row">
          <TextField
            label={t('firstName')}
            autoComplete="given-name"
            {...register('firstName')}
            error={error('firstName')}
          />
          <TextField
            label={t('lastName')}
            autoComplete="family-name"
            {...register('lastName')}
            error={error('lastName')}
          />
        </div>
      )}
      <TextField label={t('email')} type="email" autoComplete="email" {...register('email')} error={error('email')} />
      <PasswordField
        label={t('password')}
        autoComplete="new-password"
        {...register('password')}
        error={error('password')}
        hint={t('passwordRules')}
      />
      <PasswordField
        label={t('confirmPassword')}
        autoComplete="new-password"
        {...register('confirmPassword')}
        error={error('confirmPassword')}
      />
      <CheckboxField
        label={t.rich('agreeToTerms', {
          terms: (chunks) => <Link href="/terms-of-use">{chunks}</Link>,
          privacy: (chunks) => <Link href="/privacy-policy">{chunks}</Link>,
        })}
        {...register('agreeToTerms')}
        error={error('agreeToTerms')}
      />
      <CheckboxField label={t('marketing')} {...register('marketingConsent')} />
      <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('submitting') : t('submit')}
      </button>
    </form>
  )
}
