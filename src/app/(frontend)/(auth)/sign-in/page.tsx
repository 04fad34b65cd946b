import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { param, type SearchParams } from '../searchParams'
import { redirectSignedIn } from '../redirectSignedIn'
import { AuthCard } from '@/components/auth/AuthCard'
import { LoginForm } from '@/components/auth/LoginForm.client'
import { SsoButton } from '@/components/auth/SsoButton'
import { SsoError } from '@/components/auth/SsoError.client'
import { ClientMessages } from '@/i18n/ClientMessages'

// /login shows this page too; its canonical URL is /sign-in.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.login')
  return { title: t('title'), description: t('lead'), alternates: { canonical: '/sign-in' } }
}

export default async function SignInPage({ searchParams }: { searchParams: SearchParams }) {
  const [redirect, error] = await Promise.all([param(searchParams, 'redirect'), param(searchParams, 'error')])
  // After 'already authenticated' the page itself signs the old session out first.
  if (error !== 'sso_already_authenticated') await redirectSignedIn(redirect)
  const t = await getTranslations('auth.login')
  return (
    <ClientMessages namespaces={['auth', 'toasts', 'validation']}>
      <AuthCard title={t('title')} lead={t('lead')}>
        {error && <SsoError code={error} />}
        <SsoButton role="USER" redirect={redirect} />
        <LoginForm redirect={redirect} />
      </AuthCard>
    </ClientMessages>
  )
}
