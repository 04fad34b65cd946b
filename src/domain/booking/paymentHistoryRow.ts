import { de, enGB } from 'date-fns/locale'
import { formatInTimeZone } from 'date-fns-tz'

import type { Locale } from '../locale'
import { formatEuro, toCents } from '../money'
import { paymentLabelKey, type PaymentLabelKey } from '../status/paymentStatus'

export type PaymentHistoryEntry = {
  paymentUpdatedAt: string
  paymentStatus: string
  price: number
  processingFees: number
  discount: number
}

export type PaymentHistoryRow = { date: string; label: PaymentLabelKey; total: string }

/**
 * One line of the consultee's payment history: the day as 'd MMMM yyyy' in the viewer's zone, the status
 * label, and the total price + processing fees − discount in euro.
 */
export function paymentHistoryRow(entry: PaymentHistoryEntry, locale: Locale, timeZone: string): PaymentHistoryRow {
  const totalCents = toCents(entry.price) + toCents(entry.processingFees) - toCents(entry.discount)
  const at = new Date(entry.paymentUpdatedAt)
  return {
    date: Number.isNaN(at.getTime())
      ? ''
      : formatInTimeZone(at, timeZone, 'd MMMM yyyy', { locale: locale === 'de' ? de : enGB }),
    label: paymentLabelKey(entry.paymentStatus),
    total: formatEuro(totalCents, locale),
  }
}
