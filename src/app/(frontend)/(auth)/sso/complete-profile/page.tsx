import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { landingForUser } from '../../redirectSignedIn'
import { param, type SearchParams } from '../../searchParams'
import { AuthCard } from '@/components/auth/AuthCard'
import { CompleteProfileForm } from '@/components/auth/CompleteProfileForm.client'
import { getCurrentUser } from '@/server/auth/currentUser'
import { ClientMessages } from '@/i18n/ClientMessages'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth.sso'))('completeTitle') }
}

export default async function CompleteProfilePage({ searchParams }: { searchParams: SearchParams }) {
  const target = await param(searchParams, 'redirect')
  const user = await getCurrentUser()
  if (!user) redirect('/sign-in')
  const role = user.role === 'CONSULTANT' ? 'CONSULTANT' : 'USER'
  if (user.ssoSignUp !== 'PENDING' || (user.role !== 'USER' && user.role !== 'CONSULTANT')) {
    redirect(landingForUser(user, target))
  }
  const t = await getTranslations('auth.sso')
  return (
    <ClientMessages namespaces={['auth', 'referral', 'toasts', 'validation']}>
      <AuthCard title={t('completeTitle')} lead={t('completeLead', { email: user.email })}>
        <CompleteProfileForm
          role={role}
          firstName={user.firstName ?? undefined}
          lastName={user.lastName ?? undefined}
          redirect={target}
        />
      </AuthCard>
    </ClientMessages>
  )
}
