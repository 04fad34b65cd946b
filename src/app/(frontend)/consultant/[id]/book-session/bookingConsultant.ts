import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'
import { cache } from 'react'

import type { BookingConsultant } from '@/components/booking/types'
import { getCurrentUser } from '@/server/auth/currentUser'
import { findPublicProfile } from '@/server/consultants/publicProfile'

/**
 * The consultant named in a booking URL by consultantShortId, userShortId or user id, as the booking
 * pages show them; null unless their profile is public (a preview cannot be booked).
 */
export const loadBookingConsultant = cache(async (ref: string): Promise<BookingConsultant | null> => {
  const found = await findPublicProfile(await getPayload({ config }), ref, await getCurrentUser())
  if (!found || found.preview) return null
  const { profile, name, imageUrl } = found
  return {
    userId: typeof profile.user === 'object' ? profile.user.id : profile.user,
    ref,
    name: `${name.firstName} ${name.lastName}`.trim(),
    imageUrl,
    pricing: {
      '30MINUTES': profile.pricing30Min ?? null,
      '60MINUTES': profile.pricing60Min ?? null,
      TRIAL: profile.pricingTrial ?? null,
    },
    // The key the booking service matches a chosen service by: its catalogue id, else the row id.
    services: (profile.services ?? []).map((service) => ({
      key: service.serviceId ?? service.id ?? service.title,
      title: service.title,
    })),
  }
})
