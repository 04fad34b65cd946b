'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'
import { useForm } from 'react-hook-form'

import { CheckboxField, PasswordField, TextField } from '../ui/fields.client'
import { useToast } from '../ui/Toasts.client'
import { callApi } from './api'
import { CodeVerification } from './CodeVerification.client'
import { holdCredentials } from './heldCredentials'
import { ConsulteeNameFields, SignUpBoxes, useDetectedTimezone } from './SignUpFields.client'
import { useFieldMessage } from './useFieldMessage'
import { useRememberedRefCode } from './useRememberedRefCode'
import { registerRequestFromSignUp, signUpSchema, type SignUpInput, type SignUpValues } from '@/domain/schemas'
import { FALLBACK_TIMEZONE } from '@/domain/time'

type Role = 'USER' | 'CONSULTANT'

export function SignUpForm({ role, redirect }: { role: Role; redirect?: string }) {
  const t = useTranslations('auth.signUp')
  const referral = useTranslations('referral')
  const refCode = useRememberedRefCode()
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
      referralTracking: false,
      ...(role === 'USER' ? { timezone: FALLBACK_TIMEZONE } : {}),
    },
  })
  const { register, handleSubmit, setError, setValue, formState } = form

  useDetectedTimezone(
    role === 'USER',
    useCallback((zone: string) => setValue('timezone', zone), [setValue]),
  )
  const errors = formState.errors as Partial<Record<string, { message?: string }>>
  const error = (name: string) => fieldMessage(errors[name]?.message)

  const onSubmit = handleSubmit(async (values) => {
    const body = registerRequestFromSignUp({
      ...values,
      referrerRefCode: values.referrerRefCode ?? refCode,
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
        <ConsulteeNameFields
          firstName={{ register: register('firstName'), error: error('firstName') }}
          lastName={{ register: register('lastName'), error: error('lastName') }}
        />
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
      <SignUpBoxes
        agreeToTerms={{ register: register('agreeToTerms'), error: error('agreeToTerms') }}
        marketing={{ register: register('marketingConsent') }}
      />
      {refCode && <CheckboxField label={referral('signUpTracking')} {...register('referralTracking')} />}
      <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('submitting') : t('submit')}
      </button>
    </form>
  )
}
