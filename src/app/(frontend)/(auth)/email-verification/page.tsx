import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { param, type SearchParams } from '../searchParams'
import { AuthCard } from '@/components/auth/AuthCard'
import { EmailVerification } from '@/components/auth/EmailVerification.client'
import { ClientMessages } from '@/i18n/ClientMessages'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.verify')
  return { title: t('title'), description: t('lead') }
}

export default async function EmailVerificationPage({ searchParams }: { searchParams: SearchParams }) {
  const [email, redirect, t] = await Promise.all([
    param(searchParams, 'email'),
    param(searchParams, 'redirect'),
    getTranslations('auth.verify'),
  ])
  return (
    <ClientMessages namespaces={['auth', 'toasts', 'validation']}>
      <AuthCard title={t('title')} lead={t('lead')}>
        <EmailVerification email={email} redirect={redirect} />
      </AuthCard>
    </ClientMessages>
  )
}
