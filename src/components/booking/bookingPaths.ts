import type { BookingConsultant } from './types'
import { paymentQueryString } from '@/domain/booking/paymentQuery'
import { toEuro } from '@/domain/money'
import type { SessionType } from '@/domain/scheduling'

type Choice = { selectedSlot: string; sessionType: SessionType; serviceIds: string[]; billingCountry: string | null }

const euro = (cents: number | null) => (cents === null ? null : toEuro(cents))

/** The calendar of a consultant, optionally opened on a session type and slot. */
export function calendarPath(ref: string, choice?: { sessionType: SessionType; selectedSlot?: string | null }): string {
  const path = `/consultant/${encodeURIComponent(ref)}/book-session`
  if (!choice) return path
  const query = new URLSearchParams({ sessionType: choice.sessionType })
  if (choice.selectedSlot) query.set('selectedSlot', choice.selectedSlot)
  return `${path}?${query}`
}

/** The payment page with the query of spec §2. */
export function paymentPath(consultant: BookingConsultant, choice: Choice): string {
  const services = consultant.services.filter((service) => choice.serviceIds.includes(service.key))
  const query = paymentQueryString({
    selectedSlot: choice.selectedSlot,
    sessionType: choice.sessionType,
    billingCountry: choice.billingCountry,
    pricing: {
      pricing30Min: euro(consultant.pricing['30MINUTES']),
      pricing60Min: euro(consultant.pricing['60MINUTES']),
      pricingTrial: euro(consultant.pricing.TRIAL),
    },
    name: consultant.name,
    img: consultant.imageUrl,
    serviceIds: services.map((service) => service.key),
    serviceTitles: services.map((service) => service.title),
  })
  return `${calendarPath(consultant.ref)}/payment?${query}`
}
