import type { PayloadRequest } from 'payload'

import { requestLocale } from '../http'
import { billingName } from '@/domain/booking/businessBilling'
import { normalizeCountryCode } from '@/domain/money'
import { isCountryCode } from '@/domain/schemas'
import { usableTimeZone } from '@/domain/time'
import type { BookingContext } from '@/server/booking/bookingContext'
import { getPaymentProvider } from '@/server/payments'

/** The visitor's country as the hosting edge reports it (used for the B2B VAT decision), else null. */
export function geoCountryOf(req: PayloadRequest): string | null {
  const raw = req.headers.get('x-vercel-ip-country') ?? req.headers.get('cf-ipcountry')
  const code = normalizeCountryCode(raw)
  // Cloudflare sends XX (unknown) and T1 (Tor); only real country codes count.
  return isCountryCode(code) ? code : null
}

/** What the booking service needs to know about the signed-in consultee and this request. */
export function bookingContextOf(req: PayloadRequest, now: Date): BookingContext {
  const user = req.user!
  return {
    req,
    consultee: {
      id: user.id,
      email: user.email,
      name: billingName(user),
      timezone: usableTimeZone(user.timezone, now),
    },
    geoCountry: geoCountryOf(req),
    now,
    locale: requestLocale(req),
    provider: getPaymentProvider(req.payload),
  }
}
