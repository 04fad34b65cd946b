// Bookings a benchmark can make: every request a new 30-minute slot of a consultant without bookings,
// with the consents the booking form sends.

export const BOOKING_CONSENTS = ['BOOKING_TERMS', 'BOOKING_TERMS_PAYMENT', 'WITHDRAWAL_PERIOD_WAIVER'].map(
  (consentType) => ({ consentType, status: 'optin', version: '1.0' }),
)

/** The calendar day `offset` days from today (UTC), as YYYY-MM-DD. */
export const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

/** Every bookable 30-minute start of the consultants, once: 08:00–14:30 UTC lies inside 09:00–17:00 Berlin. */
export function* freeSlots(consultantIds) {
  for (let offset = 2; offset < 60; offset++) {
    for (let half = 0; half < 14; half++) {
      const time = `${String(8 + Math.floor(half / 2)).padStart(2, '0')}:${half % 2 ? '30' : '00'}`
      for (const consultantId of consultantIds) yield { consultantId, selectedSlot: `${day(offset)}T${time}:00.000Z` }
    }
  }
}

/** The body of POST /api/consultations/create for `slot` (from freeSlots). */
export const bookingBody = (slot) =>
  JSON.stringify({ ...slot, sessionType: '30MINUTES', billingCountry: 'DE', consents: BOOKING_CONSENTS })

/**
 * Generated (seed-consultants.ts), published consultants without any consultation: every slot of the
 * hours seed-bookings.ts gives them is free (the demo consultants keep hours of their own).
 */
export async function consultantsWithoutBookings(client) {
  const { rows } = await client.query(
    `select u.id from users u join consultant_profiles p on p.user_id = u.id
     where u.role = 'CONSULTANT' and u.profile_status = 'ACTIVE' and p.published and u.email like 'bench.consultant.%'
       and not exists (select 1 from consultations c where c.consultant_id = u.id)`,
  )
  return rows.map((row) => row.id)
}
