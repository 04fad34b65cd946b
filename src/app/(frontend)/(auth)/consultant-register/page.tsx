import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { RegisterPage } from '../RegisterPage'
import type { SearchParams } from '../searchParams'
import { ClientMessages } from '@/i18n/ClientMessages'

// /become-mentor shows this page too; its canonical URL is /consultant-register.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.signUp')
  return {
    title: t('consultantTitle'),
    description: t('consultantLead'),
    alternates: { canonical: '/consultant-register' },
  }
}

export default function ConsultantRegisterPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <ClientMessages namespaces={['auth', 'referral', 'toasts', 'validation']}>
      <RegisterPage role="CONSULTANT" searchParams={searchParams} />
    </ClientMessages>
  )
}
