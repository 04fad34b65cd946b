import type { BookingRequest } from '@/domain/booking'
import { BOOKING_CONSENT_TYPES, checkConsents } from '@/domain/consents'
import { quotePrice, toEuro, type PriceQuote } from '@/domain/money'
import { isBookable, sessionInterval } from '@/domain/scheduling'
import { inTransaction } from '@/server/db/transaction'
import { currentConsentsOf, versionsIn } from '@/server/consents/currentConsents'
import { recordConsents } from '@/server/consents/recordConsents'
import { loadBookableConsultant, listPriceCents, type BookableConsultant } from './bookableConsultant'
import { bookingRefusal, isOverlapViolation } from './bookingErrors'
import { attachHold } from './attachHold'
import type { BookingContext } from './bookingContext'
import { lookUpPromo } from './promoRedemption'
import { fitsSessionLimits } from './sessionLimits'

/** How long a slot stays held for a payment that has not been authorised yet. */
export const HOLD_MINUTES = 15

export type CreatedConsultation = {
  consultationId: number
  clientSecret: string | null
  price: number
  quote: PriceQuote
}

function chosenServices(consultant: BookableConsultant, ids: readonly string[]) {
  return ids.map((id, index) => {
    const service = consultant.services.find((candidate) => candidate.key === id || candidate.serviceId === id)
    if (!service) {
      throw bookingRefusal('SERVICE_UNKNOWN', [{ path: `selectedServiceIds.${index}`, message: 'Invalid_value' }])
    }
    return { serviceId: service.serviceId, title: service.title }
  })
}

/** Older clients name services by title only (spec §3): each must be one of the consultant's services. */
function servicesByTitle(consultant: BookableConsultant, titles: readonly string[]) {
  return titles.map((title, index) => {
    const wanted = title.trim().toLowerCase()
    const service = consultant.services.find((candidate) => candidate.title.trim().toLowerCase() === wanted)
    if (!service) {
      throw bookingRefusal('SERVICE_UNKNOWN', [{ path: `selectedServiceTitles.${index}`, message: 'Invalid_value' }])
    }
    return { serviceId: service.serviceId, title: service.title }
  })
}

function checkSlot(ctx: BookingContext, consultant: BookableConsultant, request: BookingRequest) {
  const check = isBookable({
    availability: consultant.availability,
    booked: consultant.booked,
    start: request.selectedSlot,
    sessionType: request.sessionType,
    now: ctx.now,
    viewerZone: ctx.consultee.timezone ?? consultant.availability.timezone,
  })
  if (!check.ok) throw bookingRefusal(`SLOT_${check.reason}`)
  return check
}

/**
 * Places a booking: checks the consultant, the slot, the promo code and the consents, computes the price,
 * and stores the consultation HELD in one transaction (the database refuses a session of the same
 * consultant whose span, buffers included, overlaps; the schedule lock keeps the limits per day and week). A paid booking then gets its card authorisation; a free one waits for confirmation.
 */
export async function createConsultation(ctx: BookingContext, request: BookingRequest): Promise<CreatedConsultation> {
  const { req, consultee, now } = ctx
  const wanted = sessionInterval(request.selectedSlot, request.sessionType)
  const consultant = await loadBookableConsultant(req.payload, request.consultantId, now, {
    from: wanted.start,
    to: wanted.end,
  })
  if (!consultant || consultant.userId === consultee.id) throw bookingRefusal('CONSULTANT_NOT_FOUND')
  const grossCents = listPriceCents(consultant.pricing, request.sessionType)
  if (grossCents == null) throw bookingRefusal('SESSION_TYPE_NOT_OFFERED')
  const services =
    request.selectedServiceIds.length > 0
      ? chosenServices(consultant, request.selectedServiceIds)
      : servicesByTitle(consultant, request.selectedServiceTitles ?? [])
  const { interval, blocked } = checkSlot(ctx, consultant, request)

  const holdExpiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000)
  const created = await inTransaction(req, async () => {
    if (!(await fitsSessionLimits(req, consultant.userId, consultant.availability, interval.start))) {
      throw bookingRefusal('SLOT_FULLY_BOOKED')
    }
    const promo = request.promoCode ? await lookUpPromo(req, request.promoCode, consultee.id, now, true) : null
    if (promo && !promo.ok) throw bookingRefusal(`PROMO_${promo.refusal}`)
    const quote = quotePrice({
      grossCents,
      isB2B: request.isB2B,
      billingCountry: request.billingCountry,
      geoCountry: ctx.geoCountry,
      promo: promo?.promo,
    })
    const inForce = await currentConsentsOf(req, BOOKING_CONSENT_TYPES)
    const consents = checkConsents(request.consents, quote.total > 0 ? 'BOOKING_PAID' : 'BOOKING', versionsIn(inForce))
    if (!consents.ok) throw bookingRefusal('CONSENT_MISSING', consents.errors)
    const consultation = await req.payload
      .create({
        collection: 'consultations',
        data: {
          consultant: consultant.userId,
          user: consultee.id,
          status: 'HELD',
          sessionType: request.sessionType,
          startsAt: interval.start.toISOString(),
          endsAt: interval.end.toISOString(),
          blockedFrom: blocked.start.toISOString(),
          blockedUntil: blocked.end.toISOString(),
          consulteeTimezone: consultee.timezone ?? consultant.availability.timezone,
          services,
          price: {
            grossCents,
            netCents: quote.net,
            vatCents: quote.vat,
            discountCents: quote.discount,
            totalCents: quote.total,
            processingFeesCents: 0,
            consultantEarningCents: quote.consultantEarning,
            platformFeeCents: quote.platformFee,
            vatApplied: quote.vatApplied,
            isB2B: request.isB2B,
            b2bCategory: quote.b2bCategory,
            billingCountry: request.billingCountry,
            geoCountry: ctx.geoCountry,
          },
          billedTo: { name: consultee.name, ...request.business },
          promoCode: promo?.ok ? promo.promoId : null,
          payment: { provider: quote.total > 0 ? ctx.provider.name : 'free' },
          holdExpiresAt: holdExpiresAt.toISOString(),
        },
        // Only the id is used: no relationships to populate.
        depth: 0,
        req,
        overrideAccess: true,
      })
      .catch((error: unknown) => {
        throw isOverlapViolation(error) ? bookingRefusal('SLOT_TAKEN') : error
      })
    if (promo?.ok) {
      await req.payload.create({
        collection: 'promo-redemptions',
        data: { promoCode: promo.promoId, user: consultee.id, consultation: consultation.id },
        depth: 0,
        req,
        overrideAccess: true,
      })
    }
    await recordConsents(req, consultee.id, consents.records, ctx.locale, inForce)
    await req.payload.jobs.queue({
      task: 'releaseHold',
      input: { consultationId: consultation.id },
      waitUntil: holdExpiresAt,
      req,
    })
    return { id: consultation.id, quote }
  })

  const clientSecret =
    created.quote.total > 0
      ? await attachHold(ctx, { consultationId: created.id, consultant, quote: created.quote })
      : null
  return { consultationId: created.id, clientSecret, price: toEuro(created.quote.total), quote: created.quote }
}
