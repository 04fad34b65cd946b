'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'

import { CheckboxField, TextField } from '../ui/fields.client'
import { useToast } from '../ui/Toasts.client'
import { callApi } from './api'
import { useFieldMessage } from './useFieldMessage'
import { postLoginRedirect } from '@/domain/navigation'
import {
  ssoProfileFormSchema,
  ssoSetProfileRequestFromForm,
  type SsoProfileFormInput,
  type SsoProfileFormValues,
} from '@/domain/schemas'
import { FALLBACK_TIMEZONE, usableTimeZone } from '@/domain/time'
import type { UserInfo } from '@/server/auth/userInfo'

type Props = { role: 'USER' | 'CONSULTANT'; firstName?: string; lastName?: string; redirect?: string }

/** After a first Google sign-in: what a password sign-up asks for that Google does not tell us. */
export function CompleteProfileForm({ role, firstName, lastName, redirect }: Props) {
  const t = useTranslations('auth.signUp')
  const sso = useTranslations('auth.sso')
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
        ? { userRole: 'USER', firstName: firstName ?? '', lastName: lastName ?? '', timezone: FALLBACK_TIMEZONE }
        : { userRole: 'CONSULTANT' },
  })
  const errors = formState.errors as Partial<Record<string, { message?: string }>>
  const error = (name: string) => fieldMessage(errors[name]?.message)

  useEffect(() => {
    if (role === 'USER')
      setValue('timezone', usableTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone, new Date()))
  }, [role, setValue])

  const onSubmit = handleSubmit(async (values) => {
    const result = await callApi<UserInfo>('/api/auth/google-sign-up/set-profile', ssoSetProfileRequestFromForm(values))
    if (!result.ok) {
      for (const fieldError of result.errors) setError(fieldError.path as never, { message: fieldError.message })
      return toast.error(result.message ?? toasts('signUpFailed'), toasts('signUpFailedTitle'))
    }
    const { userRole, profileStatus, userShortId } = result.data
    router.push(postLoginRedirect({ role: userRole, profileStatus, userShortId: userShortId ?? '', redirect }))
    router.refresh()
  })

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
        {sso('completeSubmit')}
      </button>
    </form>
  )
}
