import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { param, type SearchParams } from './searchParams'
import { redirectSignedIn } from './redirectSignedIn'
import { AuthCard } from '@/components/auth/AuthCard'
import { SignUpForm } from '@/components/auth/SignUpForm.client'
import { SsoButton } from '@/components/auth/SsoButton'

/** Shared body of the consultee and consultant sign-up pages. */
export async function RegisterPage({
  role,
  searchParams,
}: {
  role: 'USER' | 'CONSULTANT'
  searchParams: SearchParams
}) {
  const redirect = await param(searchParams, 'redirect')
  await redirectSignedIn(redirect)
  const t = await getTranslations('auth.signUp')
  const key = role === 'USER' ? 'consultee' : 'consultant'
  return (
    <AuthCard title={t(`${key}Title`)} lead={t(`${key}Lead`)}>
      <SsoButton role={role} redirect={redirect} />
      <SignUpForm role={role} redirect={redirect} />
      <p className="auth-form__switch">
        {t('haveAccount')} <Link href="/sign-in">{t('logIn')}</Link>
      </p>
      <p className="auth-form__switch">
        {role === 'USER' ? (
          <Link href="/consultant-register">{t('switchToConsultant')}</Link>
        ) : (
          <Link href="/consultee-register">{t('switchToConsultee')}</Link>
        )}
      </p>
    </AuthCard>
  )
}
