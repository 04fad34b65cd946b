import { callApi } from '../auth/api'
import { CONSENT_CONTEXTS, currentConsentVersion, type ConsentType, type ShownConsent } from '@/domain/consents'
import type { BusinessBilling } from '@/domain/booking/businessBilling'
import type { SessionType } from '@/domain/scheduling'

export type QuoteInput = {
  consultantId: number
  sessionType: SessionType
  billingCountry: string
  isB2B: boolean
  promoCode?: string
}

/** POST /api/consultations/quote: the price as the server will charge it, euro. */
export type Quote = {
  net: number
  vat: number
  gross: number
  discount: number
  total: number
  vatApplied: boolean
  promo: { valid: boolean; code: string | null; message: string | null } | null
}

export async function fetchQuote(input: QuoteInput): Promise<Quote> {
  const answer = await callApi<Quote>('/api/consultations/quote', input)
  if (!answer.ok) throw new Error(answer.message ?? `quote answered ${answer.status}`)
  return answer.data
}

export type OrderInput = QuoteInput & {
  business?: BusinessBilling
  selectedSlot: string
  selectedServiceIds: string[]
  selectedServiceTitles: string[]
}

export type CreatedOrder = { consultationId: number; clientSecret: string | null; price: number }

/** The consents a booking gives: a paid one also agrees to the payment terms (by paying, no box). */
export function bookingConsentTypes(paid: boolean): readonly ConsentType[] {
  return CONSENT_CONTEXTS[paid ? 'BOOKING_PAID' : 'BOOKING'].required
}

/** Opt-ins to the versions the page showed. */
const optIns = (paid: boolean, shown: readonly ShownConsent[]) =>
  bookingConsentTypes(paid).map((type) => ({
    consentType: type,
    status: 'optin',
    version: shown.find((consent) => consent.consentType === type)?.version ?? currentConsentVersion(type),
  }))

export function createOrder(input: OrderInput, paid: boolean, shown: readonly ShownConsent[]) {
  return callApi<CreatedOrder>('/api/consultations/create', { ...input, consents: optIns(paid, shown) })
}

export function bookFreeConsultation(consultationId: number, userId: number, shown: readonly ShownConsent[]) {
  return callApi<{ consultationId: number }>('/api/consultations/payment/book-free-consultation', {
    consultationId,
    userId,
    consents: optIns(false, shown),
  })
}

/** The test provider's card form: authorises 4242 4242 4242 4242, declines 4000 0000 0000 0002. */
export function confirmTestCard(clientSecret: string, cardNumber: string) {
  return callApi<{ status: string }>('/api/payments/test/confirm', { clientSecret, cardNumber })
}
