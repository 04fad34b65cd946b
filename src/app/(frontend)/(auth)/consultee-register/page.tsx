import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { RegisterPage } from '../RegisterPage'
import type { SearchParams } from '../searchParams'
import { ClientMessages } from '@/i18n/ClientMessages'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.signUp')
  return {
    title: t('consulteeTitle'),
    description: t('consulteeLead'),
    alternates: { canonical: '/consultee-register' },
  }
}

export default function ConsulteeRegisterPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <ClientMessages namespaces={['auth', 'referral', 'toasts', 'validation']}>
      <RegisterPage role="USER" searchParams={searchParams} />
    </ClientMessages>
  )
}
