import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ThreadPage } from '@/components/inquiries/ThreadPage'
import { threadPageData } from '@/server/inquiries/pageData'
import { ClientMessages } from '@/i18n/ClientMessages'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('inquiries'))('title') }
}

export default async function ConsultantThreadPage({ params }: { params: Promise<{ conversationId: string }> }) {
  const data = await threadPageData('CONSULTANT', (await params).conversationId)
  return (
    <ClientMessages namespaces={['inquiries', 'validation']}>
      <ThreadPage role="CONSULTANT" {...data} />
    </ClientMessages>
  )
}
