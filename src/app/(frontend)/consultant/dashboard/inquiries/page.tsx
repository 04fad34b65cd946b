import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { InquiriesPage } from '@/components/inquiries/InquiriesPage'
import { inquiriesPageData } from '@/server/inquiries/pageData'
import { ClientMessages } from '@/i18n/ClientMessages'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('inquiries'))('title') }
}

export default async function ConsultantInquiriesPage({
  searchParams,
}: {
  searchParams: Promise<{ status?: string }>
}) {
  const data = await inquiriesPageData('CONSULTANT', (await searchParams).status)
  return (
    <ClientMessages namespaces={['inquiries']}>
      <InquiriesPage role="CONSULTANT" {...data} />
    </ClientMessages>
  )
}
