import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ThreadPage } from '@/components/inquiries/ThreadPage'
import '../../../../inquiries.css'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('inquiries'))('title') }
}

export default async function ConsultantThreadPage({ params }: { params: Promise<{ conversationId: string }> }) {
  return <ThreadPage role="CONSULTANT" conversationId={(await params).conversationId} />
}
