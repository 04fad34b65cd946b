'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { PasswordField, TextField } from '../ui/fields.client'
import { useToast } from '../ui/Toasts.client'
import { ForgotPasswordDialog } from './ForgotPasswordDialog.client'
import { holdCredentials } from './heldCredentials'
import { landingFor } from './landing'
import { logIn } from './logIn'
import { useFieldMessage } from './useFieldMessage'
import { isSafeRedirect } from '@/domain/navigation'
import { loginSchema } from '@/domain/schemas'

type LoginValues = z.output<typeof loginSchema>

/** The login form of /sign-in, /login and the login dialog; `onSuccess` lets a dialog close itself. */
export function LoginForm({ redirect, onSuccess }: { redirect?: string; onSuccess?: () => void }) {
  const t = useTranslations('auth.login')
  const toasts = useTranslations('toasts')
  const toast = useToast()
  const router = useRouter()
  const fieldMessage = useFieldMessage()
  const [failure, setFailure] = useState<string>()
  const [forgotOpen, setForgotOpen] = useState(false)
  const { register, handleSubmit, formState } = useForm<z.input<typeof loginSchema>, unknown, LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  })
  const safeRedirect = isSafeRedirect(redirect) ? redirect : undefined

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(undefined)
    const result = await logIn(email, password)
    if (!result.ok) {
      const message = result.message ?? toasts('loginFailed')
      setFailure(message)
      return toast.error(message, toasts('loginFailedTitle'))
    }
    if (result.data.profileStatus === 'NOT_CONFIRMED' || !result.data.user) {
      holdCredentials({ email, password })
      const query = new URLSearchParams({ email, ...(safeRedirect ? { redirect: safeRedirect } : {}) })
      return router.push(`/email-verification?${query}`)
    }
    onSuccess?.()
    router.push(landingFor(result.data.user, safeRedirect))
    router.refresh()
  })

  return (
    <>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        {failure && (
          <p className="auth-form__failure" role="alert">
            {failure}
          </p>
        )}
        <TextField
          label={t('email')}
          type="email"
          autoComplete="email"
          {...register('email')}
          error={fieldMessage(formState.errors.email?.message)}
        />
        <PasswordField
          label={t('password')}
          autoComplete="current-password"
          {...register('password')}
          error={fieldMessage(formState.errors.password?.message)}
        />
        <button type="button" className="link-button" onClick={() => setForgotOpen(true)}>
          {t('forgotPassword')}
        </button>
        <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('submitting') : t('submit')}
        </button>
        <p className="auth-form__switch">
          {t('noAccount')} <Link href="/consultee-register">{t('signUp')}</Link>
        </p>
      </form>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </>
  )
}
