import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { SessionsPage } from '@/components/sessions/SessionsPage'
import { sessionsPageData } from '@/server/sessions/pageData'
import { ClientMessages } from '@/i18n/ClientMessages'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('sessions'))('title') }
}

/** The consultee's sessions by tab (?status=upcoming, archived, …), in their own time zone. */
export default async function ConsulteeSessionsPage({ searchParams }: { searchParams: Promise<{ status?: string }> }) {
  const data = await sessionsPageData('consultee', (await searchParams).status)
  return (
    <ClientMessages
      namespaces={['auth', 'bookingPage', 'common', 'paymentHistory', 'sessionActions', 'sessions', 'validation']}
    >
      <SessionsPage side="consultee" {...data} />
    </ClientMessages>
  )
}
