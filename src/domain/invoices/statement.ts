import { formatInTimeZone, fromZonedTime } from 'date-fns-tz'
import { z } from 'zod'

import { LOCALES, type Locale } from '../locale'
import { isIanaTimeZone } from '../time'
import type { EarningType } from '../wallet/earningTypes'
import { DOCUMENT_NUMBER_PATTERN, invoiceIssuerSchema } from './invoiceDocument'
import { ISSUER_TIME_ZONE } from './numbering'

export const STATEMENT_ROW_KINDS = ['consultation', 'referral', 'refund', 'other'] as const
export type StatementRowKind = (typeof STATEMENT_ROW_KINDS)[number]

/** The statement row a wallet ledger row becomes: both sides of a referral are referral rows. */
export const STATEMENT_ROW_KIND_OF: Readonly<Record<EarningType, StatementRowKind>> = {
  consultation: 'consultation',
  'referral referrer': 'referral',
  'referral referred': 'referral',
  refund: 'refund',
  others: 'other',
}

const cents = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER)
const instant = z.iso.datetime({ offset: true })
const text = (max: number) => z.string().trim().min(1).max(max)

/**
 * A consultant's monthly earnings statement: a self-billing credit note ("Gutschrift") the platform issues
 * for what it pays the consultant. Its rows are the wallet's ledger rows of the month, as stored.
 */
export const statementDocumentSchema = z.strictObject({
  number: z.string().regex(DOCUMENT_NUMBER_PATTERN),
  issueDate: instant,
  /** The month, as [start, end) instants of the issuer's calendar. */
  periodStart: instant,
  periodEnd: instant,
  issuer: invoiceIssuerSchema,
  consultant: z.strictObject({
    name: text(100),
    email: z.email(),
    taxIdentificationNumber: text(32).optional(),
    vatId: text(20).optional(),
  }),
  rows: z
    .array(
      z.strictObject({
        date: instant,
        kind: z.enum(STATEMENT_ROW_KINDS),
        counterpart: z.string().max(100),
        netCents: cents,
        vatCents: cents,
      }),
    )
    .max(10_000),
  netCents: cents,
  vatCents: cents,
  locale: z.enum(LOCALES),
  timeZone: z.string().refine(isIanaTimeZone, 'IANA time zone'),
})

export type StatementDocument = z.infer<typeof statementDocumentSchema>
export type StatementRow = StatementDocument['rows'][number]

/** The calendar month before `now` in the issuer's zone: the month a statement issued now covers. */
export function previousMonth(now: Date): { year: number; month: number; start: Date; end: Date } {
  const [year, month] = formatInTimeZone(now, ISSUER_TIME_ZONE, 'yyyy-MM').split('-').map(Number) as [number, number]
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 }
  const first = (y: number, m: number) =>
    fromZonedTime(`${y}-${String(m).padStart(2, '0')}-01T00:00:00`, ISSUER_TIME_ZONE)
  return { ...previous, start: first(previous.year, previous.month), end: first(year, month) }
}

export type StatementInput = Omit<StatementDocument, 'netCents' | 'vatCents' | 'timeZone'> & { locale: Locale }

/** The statement with its totals: the sums of its rows (no amount is computed anew). */
export function statementDocument(input: StatementInput): StatementDocument {
  const rows = [...input.rows].sort((a, b) => a.date.localeCompare(b.date))
  const sum = (pick: (row: StatementRow) => number) => rows.reduce((total, row) => total + pick(row), 0)
  return statementDocumentSchema.parse({
    ...input,
    rows,
    netCents: sum((row) => row.netCents),
    vatCents: sum((row) => row.vatCents),
    timeZone: ISSUER_TIME_ZONE,
  })
}

/** A statement's month as a reader names it: 'January 2031', 'Januar 2031'. */
export function formatStatementPeriod(year: number, month: number, locale: Locale): string {
  const format = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return format.format(new Date(Date.UTC(year, month - 1, 15)))
}
