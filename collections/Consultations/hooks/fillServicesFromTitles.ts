import type { CollectionBeforeValidateHook } from 'payload'

import { selectedServiceTitlesOf } from '@/domain/booking'

/**
 * Spec §3: a consultation's service titles are also read from `selectedServiceTitles`,
 * `selected_services_titles` or the titles of `selectedServices`, as older records and clients send them.
 * A consultation created with one of those and no `services` keeps them as its services, whichever door
 * (Local API, REST, the booking service) created it.
 */
export const fillServicesFromTitles: CollectionBeforeValidateHook = ({ data, operation }) => {
  if (operation !== 'create' || !data) return data
  if (Array.isArray(data.services) && data.services.length > 0) return data
  const titles = selectedServiceTitlesOf(data)
  if (titles.length === 0) return data
  return { ...data, services: titles.map((title) => ({ title })) }
}
