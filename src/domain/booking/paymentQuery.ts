import { z } from 'zod'

import { sessionTypeOf, type SessionType } from '../scheduling/sessionTypes'
import { isCountryCode } from '../schemas/application/countries'
import { MAX_BOOKED_SERVICES } from './bookingRequest'

/** List prices in euro as the payment page's `pricing` query carries them (spec §2); null: not offered. */
export type QueryPricing = { pricing30Min: number | null; pricing60Min: number | null; pricingTrial: number | null }

/** What the payment page reads from its query (spec §2). */
export type PaymentQuery = {
  selectedSlot: string | null
  sessionType: SessionType
  billingCountry: string | null
  pricing: QueryPricing | null
  name: string | null
  img: string | null
  serviceIds: string[]
  serviceTitles: string[]
}

type QueryValues = Record<string, string | string[] | undefined>

const price = z.number().min(0).max(4999).nullable().catch(null)
const pricingSchema = z.object({ pricing30Min: price, pricing60Min: price, pricingTrial: price })

function first(values: QueryValues, name: string): string | null {
  const value = values[name]
  const text = (Array.isArray(value) ? value[0] : value)?.trim()
  return text ? text : null
}

function list(values: QueryValues, name: string): string[] {
  return (first(values, name) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .slice(0, MAX_BOOKED_SERVICES)
}

function pricingOf(json: string | null): QueryPricing | null {
  if (!json) return null
  try {
    const parsed = pricingSchema.safeParse(JSON.parse(json))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** An ISO instant normalised to UTC, or null. */
function instantOf(value: string | null): string | null {
  if (!value || !z.iso.datetime({ offset: true }).safeParse(value).success) return null
  return new Date(value).toISOString()
}

/** Only our own paths and https addresses are shown as a picture. */
function imageOf(value: string | null): string | null {
  if (!value) return null
  return (value.startsWith('/') && !value.startsWith('//')) || value.startsWith('https://') ? value : null
}

/**
 * Reads the payment page's query. Unknown or broken values are dropped, never trusted: the server prices
 * and checks every booking again. The single serviceId/serviceTitle and the comma-separated `services`
 * titles of older links are read too.
 */
export function readPaymentQuery(values: QueryValues): PaymentQuery {
  const country = first(values, 'billingCountry')?.toUpperCase() ?? null
  const single = (name: string) => [first(values, name)].filter((value): value is string => value !== null)
  const firstFilled = (...lists: string[][]) => lists.find((candidate) => candidate.length > 0) ?? []
  const sessionType = first(values, 'sessionType')
  return {
    selectedSlot: instantOf(first(values, 'selectedSlot')),
    sessionType: sessionType === null ? '30MINUTES' : sessionTypeOf(sessionType),
    billingCountry: isCountryCode(country) ? country : null,
    pricing: pricingOf(first(values, 'pricing')),
    name: first(values, 'name')?.slice(0, 100) ?? null,
    img: imageOf(first(values, 'img')),
    serviceIds: firstFilled(list(values, 'serviceIds'), single('serviceId')),
    serviceTitles: firstFilled(list(values, 'serviceTitles'), list(values, 'services'), single('serviceTitle')),
  }
}

/** The query the calendar sends to the payment page. */
export function paymentQueryString(query: Omit<PaymentQuery, 'selectedSlot'> & { selectedSlot: string }): string {
  const params = new URLSearchParams({ selectedSlot: query.selectedSlot, sessionType: query.sessionType })
  if (query.pricing) params.set('pricing', JSON.stringify(query.pricing))
  if (query.billingCountry) params.set('billingCountry', query.billingCountry)
  if (query.name) params.set('name', query.name)
  if (query.img) params.set('img', query.img)
  if (query.serviceIds.length > 0) params.set('serviceIds', query.serviceIds.join(','))
  if (query.serviceTitles.length > 0) params.set('serviceTitles', query.serviceTitles.join(','))
  return params.toString()
}
