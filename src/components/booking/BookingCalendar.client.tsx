'use client'

import { useTranslations } from 'next-intl'

import { CalendarBody } from './CalendarBody.client'
import { BookingQueryProvider } from './QueryProvider.client'
import type { BookingConsultant, BookingViewer } from './types'
import { useInBrowser } from './useBrowser'
import type { SessionType } from '@/domain/scheduling'
import shared from './booking.module.css'

type Props = {
  consultant: BookingConsultant
  viewer: BookingViewer
  initialSlot: string | null
  initialSessionType: SessionType | null
}

/**
 * The booking calendar. It needs the browser (the viewer's zone, the booking kept in the session), so the
 * server sends a loading line in its place.
 */
export function BookingCalendar(props: Props) {
  const t = useTranslations('bookingPage')
  const inBrowser = useInBrowser()
  if (!inBrowser) {
    return (
      <p className={shared.calendarState} role="status" aria-busy="true">
        {t('loadingSlots')}
      </p>
    )
  }
  return (
    <BookingQueryProvider>
      <CalendarBody {...props} />
    </BookingQueryProvider>
  )
}
