import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { SessionsPage } from '@/components/sessions/SessionsPage'
import { sessionsPageData } from '@/server/sessions/pageData'
import { ClientMessages } from '@/i18n/ClientMessages'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('sessions'))('title') }
}

/** The consultant's sessions by tab (?status=upcoming, archived, …; ?reschedule=id opens the answer to a proposed new time), in their own time zone. */
export default async function ConsultantSessionsPage({
  searchParams,
}: {
  searchParams: Promise<{ status?: string; reschedule?: string }>
}) {
  const data = await sessionsPageData('consultant', await searchParams)
  return (
    <ClientMessages
      namespaces={[
        'auth',
        'bookingPage',
        'common',
        'paymentHistory',
        'reschedule',
        'sessionActions',
        'sessions',
        'validation',
      ]}
    >
      <SessionsPage side="consultant" {...data} />
    </ClientMessages>
  )
}
