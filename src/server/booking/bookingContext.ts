import type { PayloadRequest } from 'payload'

import type { Locale } from '@/domain/locale'
import type { PaymentProvider } from '@/server/payments/provider'

/** Who books, from where, and with which payment provider: what every booking operation needs. */
export type BookingContext = {
  req: PayloadRequest
  consultee: { id: number; email: string; timezone: string | null }
  geoCountry: string | null
  now: Date
  locale: Locale
  provider: PaymentProvider
}
