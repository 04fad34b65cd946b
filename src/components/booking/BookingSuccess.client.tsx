'use client'

import { useQuery } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { loadBooked } from './bookingStorage'
import { BookedNotFound, fetchBooked } from './fetchBooked'
import { BookingQueryProvider } from './QueryProvider.client'
import { SuccessDetails } from './SuccessDetails.client'
import { useInBrowser } from './useBrowser'
import shared from './booking.module.css'

/** /booking-success/{id}: the booking kept by the payment page, else read back from the server. */
export function BookingSuccess({ consultationId }: { consultationId: number }) {
  const t = useTranslations('bookingPage.success')
  const inBrowser = useInBrowser()
  if (!inBrowser) {
    return (
      <p role="status" aria-busy="true">
        {t('loading')}
      </p>
    )
  }
  return (
    <BookingQueryProvider>
      <SuccessBody consultationId={consultationId} />
    </BookingQueryProvider>
  )
}

function SuccessBody({ consultationId }: { consultationId: number }) {
  const t = useTranslations('bookingPage.success')
  const [stored] = useState(() => loadBooked(consultationId))
  const fetched = useQuery({
    queryKey: ['booked', consultationId],
    queryFn: () => fetchBooked(consultationId),
    enabled: stored === null,
    retry: (count, error) => !(error instanceof BookedNotFound) && count < 2,
  })
  const booked = stored ?? fetched.data
  if (booked) return <SuccessDetails booked={booked} />
  if (fetched.isError) {
    return (
      <p className={shared.notice} role="alert">
        {fetched.error instanceof BookedNotFound ? t('notFound') : t('loadFailed')}
      </p>
    )
  }
  return (
    <p role="status" aria-busy="true">
      {t('loading')}
    </p>
  )
}
