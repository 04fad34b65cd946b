import { formatInTimeZone } from 'date-fns-tz'
import { de, enGB } from 'date-fns/locale'

import type { Locale } from '../locale'
import { formatEuro, toCents } from '../money'
import type { EarningType } from './earningTypes'

/** Message keys of the earning types (their stored values contain spaces). */
const TYPE_KEYS: Record<EarningType, 'consultation' | 'referralReferrer' | 'referralReferred' | 'others' | 'refund'> = {
  consultation: 'consultation',
  'referral referrer': 'referralReferrer',
  'referral referred': 'referralReferred',
  others: 'others',
  refund: 'refund',
}

export function earningTypeKey(type: EarningType) {
  return TYPE_KEYS[type]
}

/** A wallet date as the spec's payment history shows dates ('d MMMM yyyy'), in the viewer's zone; '' if invalid. */
export function walletDate(iso: string, locale: Locale, timeZone: string): string {
  const at = new Date(iso)
  if (Number.isNaN(at.getTime())) return ''
  return formatInTimeZone(at, timeZone, 'd MMMM yyyy', { locale: locale === 'de' ? de : enGB })
}

/** An amount in euro from the API, formatted for the viewer. */
export function walletEuro(euro: number, locale: Locale): string {
  return formatEuro(toCents(euro), locale)
}
