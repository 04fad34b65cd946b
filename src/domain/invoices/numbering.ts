import { formatInTimeZone } from 'date-fns-tz'

/**
 * Each kind of document is numbered in its own gap-free sequence per calendar year: invoices, credit notes
 * (corrections of an invoice) and the consultants' monthly statements (self-billing credit notes).
 */
export const DOCUMENT_SERIES = ['invoice', 'creditNote', 'statement'] as const
export type DocumentSeries = (typeof DOCUMENT_SERIES)[number]

const PREFIXES: Record<DocumentSeries, string> = { invoice: 'INV', creditNote: 'CN', statement: 'ST' }

/** The platform keeps its books in Germany: a document's year is the issuer's, not the customer's. */
export const ISSUER_TIME_ZONE = 'Europe/Berlin'

/** The year whose sequence a document issued at `now` takes (New Year's Eve 23:30 UTC is already next year). */
export function documentYear(now: Date, timeZone: string = ISSUER_TIME_ZONE): number {
  return Number(formatInTimeZone(now, timeZone, 'yyyy'))
}

/** 'INV-2026-000042': series, year, and the place in that year's sequence, zero-padded to six digits. */
export function formatDocumentNumber(series: DocumentSeries, year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`year out of range: ${year}`)
  if (!Number.isInteger(sequence) || sequence < 1)
    throw new RangeError(`sequence must be a positive integer: ${sequence}`)
  return `${PREFIXES[series]}-${year}-${String(sequence).padStart(6, '0')}`
}
