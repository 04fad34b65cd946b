'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { BookingSummary } from './BookingSummary.client'
import { loadDraft } from './bookingStorage'
import { PaymentForm, type PaymentProviderInfo } from './PaymentForm.client'
import { BookingQueryProvider } from './QueryProvider.client'
import type { BookingConsultant } from './types'
import { useInBrowser } from './useBrowser'
import type { BookingChoice } from './usePlaceBooking'
import type { ShownConsent } from '@/domain/consents'
import { usableTimeZone } from '@/domain/time'
import styles from './PaymentView.module.css'

type Props = {
  consultant: BookingConsultant
  choice: BookingChoice
  userId: number
  userZone: string
  initialCountry: string | null
  provider: PaymentProviderInfo
  /** The booking consents in force, in the page's language. */
  consents: readonly ShownConsent[]
}

/** The payment page's summary and form; both read the booking kept in the browser session. */
export function PaymentView(props: Props) {
  const t = useTranslations('bookingPage.payment')
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
      <PaymentLayout {...props} />
    </BookingQueryProvider>
  )
}

function PaymentLayout({ consultant, choice, userZone, ...rest }: Props) {
  // The zone the consultee read the calendar in, else their own.
  const [zone] = useState(() => usableTimeZone(loadDraft(consultant.userId).timezone ?? userZone, new Date()))
  return (
    <div className={styles.layout}>
      <BookingSummary consultant={consultant} choice={choice} zone={zone} changeable />
      <PaymentForm consultant={consultant} choice={choice} zone={zone} {...rest} />
    </div>
  )
}
