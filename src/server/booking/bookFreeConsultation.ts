import { BOOKING_CONSENT_TYPES, checkConsents, type ConsentInput } from '@/domain/consents'
import { inTransaction } from '@/server/db/transaction'
import { currentConsentsOf, versionsIn } from '@/server/consents/currentConsents'
import { recordConsents } from '@/server/consents/recordConsents'
import { lockConsultation } from '@/server/queries/booking'
import { bookingRefusal } from './bookingErrors'
import type { BookingContext } from './bookingContext'

/**
 * Places a free booking (total 0) without a card: the held consultation becomes a pending request for the
 * consultant. Only the consultee who made the booking may do it.
 */
export async function bookFreeConsultation(
  ctx: BookingContext,
  input: { consultationId: number; consents: ConsentInput[] },
): Promise<void> {
  const { req, consultee } = ctx
  await inTransaction(req, async () => {
    const row = await lockConsultation(req, input.consultationId)
    // Another person's booking is answered as missing: its existence is not theirs to know.
    if (!row || row.user !== consultee.id) throw bookingRefusal('NOT_FOUND')
    if ((row.totalCents ?? 0) !== 0) throw bookingRefusal('NOT_FREE')
    if (row.status !== 'HELD') throw bookingRefusal('NOT_HELD')
    const inForce = await currentConsentsOf(req, BOOKING_CONSENT_TYPES)
    const consents = checkConsents(input.consents, 'BOOKING', versionsIn(inForce))
    if (!consents.ok) throw bookingRefusal('CONSENT_MISSING', consents.errors)
    await req.payload.update({
      collection: 'consultations',
      id: input.consultationId,
      data: { status: 'UPCOMING_PENDING', payment: { provider: 'free', updatedAt: ctx.now.toISOString() } },
      req,
      overrideAccess: true,
    })
    await recordConsents(req, consultee.id, consents.records, ctx.locale, inForce)
  })
}
