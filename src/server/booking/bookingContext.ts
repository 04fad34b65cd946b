import type { PayloadRequest } from 'payload'

import type { Locale } from '@/domain/locale'
import type { PaymentProvider } from '@/server/payments/provider'

/** Who books, from where, and with which payment provider: what every booking operation needs. */
export type BookingContext = {
  req: PayloadRequest
  /** `name` as billed: the person's name, or the e-mail address when they left it empty. */
  consultee: { id: number; email: string; name: string; timezone: string | null }
  geoCountry: string | null
  now: Date
  locale: Locale
  provider: PaymentProvider
}
