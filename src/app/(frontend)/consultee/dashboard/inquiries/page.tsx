import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { InquiriesPage } from '@/components/inquiries/InquiriesPage'
import { inquiriesPageData } from '@/server/inquiries/pageData'
import { ClientMessages } from '@/i18n/ClientMessages'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('inquiries'))('title') }
}

export default async function ConsulteeInquiriesPage({ searchParams }: { searchParams: Promise<{ status?: string }> }) {
  const data = await inquiriesPageData('USER', (await searchParams).status)
  return (
    <ClientMessages namespaces={['inquiries']}>
      <InquiriesPage role="USER" {...data} />
    </ClientMessages>
  )
}
