import type { SessionType } from '../scheduling'

export type ProfilePricing = {
  pricing30Min?: number | null
  pricing60Min?: number | null
  pricingTrial?: number | null
}

/**
 * The session type the calendar opens on from a profile's free times: 30 minutes when offered (the free
 * times are 30-minute starts), else 60 minutes, else the trial; null when the consultant offers none.
 */
export function profileSessionType(pricing: ProfilePricing): SessionType | null {
  if (typeof pricing.pricing30Min === 'number') return '30MINUTES'
  if (typeof pricing.pricing60Min === 'number') return '60MINUTES'
  if (typeof pricing.pricingTrial === 'number') return 'TRIAL'
  return null
}
