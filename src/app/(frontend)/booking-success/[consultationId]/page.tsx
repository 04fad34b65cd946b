import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { BookingSuccess } from '@/components/booking/BookingSuccess.client'
import shared from '@/components/booking/booking.module.css'
import { getCurrentUser } from '@/server/auth/currentUser'
import { ClientMessages } from '@/i18n/ClientMessages'

type Props = { params: Promise<{ consultationId: string }> }

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('bookingPage.success'))('title') }
}

/** The booking confirmation after a free booking or an authorised card payment. */
export default async function BookingSuccessPage({ params }: Props) {
  const { consultationId } = await params
  if (!/^\d{1,12}$/.test(consultationId)) notFound()
  if (!(await getCurrentUser())) {
    redirect(`/sign-in?redirect=${encodeURIComponent(`/booking-success/${consultationId}`)}`)
  }
  const t = await getTranslations('bookingPage.success')
  return (
    <ClientMessages namespaces={['bookingPage']}>
      <section className={`container ${shared.page}`}>
        <h1>{t('title')}</h1>
        <BookingSuccess consultationId={Number(consultationId)} />
      </section>
    </ClientMessages>
  )
}
