import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { loadBookingConsultant } from './bookingConsultant'
import shared from '@/components/booking/booking.module.css'
import { BookingCalendar } from '@/components/booking/BookingCalendar.client'
import { ConsultantHeader } from '@/components/booking/ConsultantHeader'
import { readPaymentQuery } from '@/domain/booking/paymentQuery'
import { usableTimeZone } from '@/domain/time'
import { getCurrentUser } from '@/server/auth/currentUser'
import { ClientMessages } from '@/i18n/ClientMessages'

type Props = {
  params: Promise<{ id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const consultant = await loadBookingConsultant(decodeURIComponent((await params).id))
  if (!consultant) return {}
  return { title: (await getTranslations('bookingPage'))('metaTitle', { name: consultant.name }) }
}

/** /consultant/{consultantShortId or user id}/book-session?sessionType&selectedSlot: the booking week calendar. */
export default async function BookSessionPage({ params, searchParams }: Props) {
  const [{ id }, values, viewer] = await Promise.all([params, searchParams, getCurrentUser()])
  const consultant = await loadBookingConsultant(decodeURIComponent(id))
  if (!consultant) notFound()
  // The same reading as the payment page's: a bad slot or type in a shared link is dropped.
  const query = readPaymentQuery(values)
  return (
    <ClientMessages namespaces={['auth', 'bookingPage', 'common', 'toasts', 'validation']}>
      <section className={`container ${shared.page}`}>
        <ConsultantHeader consultant={consultant} />
        <BookingCalendar
          consultant={consultant}
          viewer={{
            signedIn: viewer !== null,
            role: viewer?.role ?? null,
            timezone: viewer?.timezone ? usableTimeZone(viewer.timezone, new Date()) : null,
          }}
          initialSlot={query.selectedSlot}
          initialSessionType={values.sessionType ? query.sessionType : null}
        />
      </section>
    </ClientMessages>
  )
}
