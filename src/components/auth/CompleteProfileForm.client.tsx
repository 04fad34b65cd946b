'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useCallback } from 'react'
import { useForm } from 'react-hook-form'

import { CheckboxField } from '../ui/fields.client'
import { useToast } from '../ui/Toasts.client'
import { callApi } from './api'
import { landingFor } from './landing'
import { ConsulteeNameFields, SignUpBoxes, useDetectedTimezone } from './SignUpFields.client'
import { useFieldMessage } from './useFieldMessage'
import { useRememberedRefCode } from './useRememberedRefCode'
import {
  ssoProfileFormSchema,
  ssoSetProfileRequestFromForm,
  type SsoProfileFormInput,
  type SsoProfileFormValues,
} from '@/domain/schemas'
import { FALLBACK_TIMEZONE } from '@/domain/time'
import type { UserInfo } from '@/server/auth/userInfo'

type Props = { role: 'USER' | 'CONSULTANT'; firstName?: string; lastName?: string; redirect?: string }

/** After a first Google sign-in: what a password sign-up asks for that Google does not tell us. */
export function CompleteProfileForm({ role, firstName, lastName, redirect }: Props) {
  const sso = useTranslations('auth.sso')
  const referral = useTranslations('referral')
  const refCode = useRememberedRefCode()
  const toasts = useTranslations('toasts')
  const toast = useToast()
  const router = useRouter()
  const fieldMessage = useFieldMessage()
  const { register, handleSubmit, setValue, setError, formState } = useForm<
    SsoProfileFormInput,
    unknown,
    SsoProfileFormValues
  >({
    resolver: zodResolver(ssoProfileFormSchema),
    defaultValues:
      role === 'USER'
        ? {
            userRole: 'USER',
            firstName: firstName ?? '',
            lastName: lastName ?? '',
            timezone: FALLBACK_TIMEZONE,
            referralTracking: false,
          }
        : { userRole: 'CONSULTANT', referralTracking: false },
  })
  const errors = formState.errors as Partial<Record<string, { message?: string }>>
  const error = (name: string) => fieldMessage(errors[name]?.message)

  useDetectedTimezone(
    role === 'USER',
    useCallback((zone: string) => setValue('timezone', zone), [setValue]),
  )

  const onSubmit = handleSubmit(async (values) => {
    const result = await callApi<UserInfo>(
      '/api/auth/google-sign-up/set-profile',
      ssoSetProfileRequestFromForm(values, refCode),
    )
    if (!result.ok) {
      for (const fieldError of result.errors) setError(fieldError.path as never, { message: fieldError.message })
      return toast.error(result.message ?? toasts('signUpFailed'), toasts('signUpFailedTitle'))
    }
    router.push(landingFor(result.data, redirect))
    router.refresh()
  })

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      {role === 'USER' && (
        <ConsulteeNameFields
          firstName={{ register: register('firstName'), error: error('firstName') }}
          lastName={{ register: register('lastName'), error: error('lastName') }}
        />
      )}
      <SignUpBoxes
        agreeToTerms={{ register: register('agreeToTerms'), error: error('agreeToTerms') }}
        marketing={{ register: register('marketingConsent') }}
      />
      {refCode && <CheckboxField label={referral('signUpTracking')} {...register('referralTracking')} />}
      <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
        {sso('completeSubmit')}
      </button>
    </form>
  )
}
