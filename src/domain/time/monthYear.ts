import type { Locale } from '../locale'
import { MONTH_PATTERN, MONTH_PICKER_YEARS_BACK, addMonths, currentMonthAt } from '../schemas/application/shared'
import { formatCalendarDate } from './formatDateTime'

/**
 * The latest month a month-year picker offers:
 * - thisMonth           work dates, which must not lie in the future
 * - thisYear            any month of the current year
 * - { yearsAhead: n }   the education end date, up to n years ahead
 */
export type MonthPickerLimit = 'thisMonth' | 'thisYear' | { yearsAhead: number }

/** A picker's two halves; '' for a half not chosen yet. */
export type MonthParts = { year: string; month: string }

export type MonthOption = { value: string; label: string; disabled: boolean }

const MONTH_NUMBERS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'))

/** The latest month (yyyy-MM) the picker offers at `now`; "now" is the month the schemas call current. */
export function latestPickableMonth(now: Date, limit: MonthPickerLimit): string {
  const current = currentMonthAt(now)
  if (limit === 'thisMonth') return current
  if (limit === 'thisYear') return `${current.slice(0, 4)}-12`
  return addMonths(current, limit.yearsAhead * 12)
}

/**
 * The years offered, latest first: from the year of `latest` down to 100 years before the current year.
 * A year already chosen outside that span (an old entry) stays in the list, so the picker shows what is
 * stored and the schema names the problem.
 */
export function pickerYears(now: Date, latest: string, chosenYear = ''): string[] {
  const first = Number(latest.slice(0, 4))
  const last = Number(currentMonthAt(now).slice(0, 4)) - MONTH_PICKER_YEARS_BACK
  const years = Array.from({ length: first - last + 1 }, (_, index) => String(first - index))
  if (/^\d{4}$/.test(chosenYear) && !years.includes(chosenYear)) {
    return [...years, chosenYear].sort((a, b) => Number(b) - Number(a))
  }
  return years
}

/** The twelve months named in `locale`; in the year of `latest`, those after it cannot be chosen. */
export function monthOptions(locale: Locale, year: string, latest: string): MonthOption[] {
  return MONTH_NUMBERS.map((month) => ({
    value: month,
    label: formatCalendarDate(`2000-${month}`, locale, 'month'),
    disabled: year !== '' && `${year}-${month}` > latest,
  }))
}

/** 'yyyy-MM' once both halves are chosen, '' until then. */
export function joinMonth({ year, month }: MonthParts): string {
  const joined = `${year}-${month}`
  return MONTH_PATTERN.test(joined) ? joined : ''
}

/** The halves of a 'yyyy-MM' value; anything else ('' or 'NOW') is an empty picker. */
export function splitMonth(value: string | null | undefined): MonthParts {
  if (!value || !MONTH_PATTERN.test(value)) return { year: '', month: '' }
  return { year: value.slice(0, 4), month: value.slice(5, 7) }
}
