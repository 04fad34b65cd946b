'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { useToast } from '../ui/Toasts.client'
import { callApi } from './api'

type SsoErrorCode = 'sso' | 'sso_unverified_email' | 'sso_already_authenticated'

/** What /sign-in says after a failed Google sign-in; an 'already authenticated' failure signs out first. */
export function SsoError({ code }: { code: string }) {
  const t = useTranslations('auth.sso')
  const toast = useToast()
  const [signedOut, setSignedOut] = useState(false)
  const handled = useRef(false)
  const known = (['sso', 'sso_unverified_email', 'sso_already_authenticated'] as const).includes(code as SsoErrorCode)

  useEffect(() => {
    if (handled.current || !known) return
    handled.current = true
    // Spec §4: every failure but 'already authenticated' toasts 'Something went wrong'; the page says more.
    if (code === 'sso_already_authenticated') void callApi('/api/auth/logout').then(() => setSignedOut(true))
    else toast.error(t('failed'))
  }, [code, known, t, toast])

  if (!known) return null
  if (code === 'sso_already_authenticated') {
    return (
      <p className="auth-form__failure" role="alert">
        {signedOut ? t('alreadyAuthenticatedSignedOut') : t('alreadyAuthenticated')}
      </p>
    )
  }
  return (
    <p className="auth-form__failure" role="alert">
      {code === 'sso_unverified_email' ? t('unverifiedEmail') : t('failed')}
    </p>
  )
}
