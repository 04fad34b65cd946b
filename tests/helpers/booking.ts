import type { Payload } from 'payload'

import { createUser } from './factories'
import { WEEKDAYS, addDays, instantsOfWallTime, localDateOf, type Weekday } from '@/domain/scheduling'
import type { User } from '@/payload-types'

export const BOOKING_CONSENTS = [
  { consentType: 'BOOKING_TERMS', status: 'optin', version: '1.0' },
  { consentType: 'BOOKING_TERMS_PAYMENT', status: 'optin', version: '1.0' },
  { consentType: 'WITHDRAWAL_PERIOD_WAIVER', status: 'optin', version: '1.0' },
]

type Pricing = { pricing30Min?: number | null; pricing60Min?: number | null; pricingTrial?: number | null }

/** An ACTIVE consultant with a published profile, two services and every day 09:00–12:00 free in `timezone`. */
export async function bookableConsultant(
  payload: Payload,
  { timezone = 'Europe/Berlin', pricing = {} }: { timezone?: string; pricing?: Pricing } = {},
): Promise<User> {
  const consultant = await createUser(payload, { role: 'CONSULTANT', profileStatus: 'ACTIVE', firstName: 'Mia' })
  await payload.create({
    collection: 'consultant-profiles',
    data: {
      user: consultant.id,
      published: true,
      tagline: 'Booking test',
      pricing30Min: 5950,
      pricing60Min: 11900,
      pricingTrial: 0,
      ...pricing,
      services: [{ serviceId: 'career-services-cv-review', title: 'CV review' }, { title: 'Salary negotiation' }],
    },
  })
  const morning = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']
  await payload.create({
    collection: 'availabilities',
    data: {
      consultant: consultant.id,
      timezone,
      weekly: Object.fromEntries(WEEKDAYS.map((day: Weekday) => [day, morning])),
      overrides: {},
    },
  })
  return consultant
}

/** The instant of `time` on the day `daysAhead` days from today in `timezone`. */
export function slotAt(daysAhead: number, time: string, timezone = 'Europe/Berlin'): string {
  const day = addDays(localDateOf(new Date(), timezone), daysAhead)
  const [instant] = instantsOfWallTime(day, time, timezone)
  if (!instant) throw new Error(`${day} ${time} does not exist in ${timezone}`)
  return instant.toISOString()
}
