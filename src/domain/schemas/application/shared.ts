import { z } from 'zod'

import { msg, type ValidationMessage } from '../messages'
import { isCountryCode } from './countries'

/** A required text, trimmed first, so blanks count as missing. */
export function requiredText(required: ValidationMessage, max: number, tooLong: ValidationMessage) {
  return z
    .string({ error: msg(required) })
    .trim()
    .min(1, { error: msg(required), abort: true })
    .max(max, msg(tooLong))
}

/** An optional text, trimmed; blank, null or missing become undefined. */
export function optionalText(max: number, tooLong: ValidationMessage) {
  return z
    .string({ error: msg('Invalid_value') })
    .trim()
    .max(max, msg(tooLong))
    .nullish()
    .transform((value) => (value ? value : undefined))
}

export const CITY_MAX_LENGTH = 50
export const DESCRIPTION_MAX_LENGTH = 1000

export const citySchema = requiredText('City_required', CITY_MAX_LENGTH, 'City_max_50')

/** An ISO 3166-1 alpha-2 code, upper-cased. */
export const countrySchema = z
  .string({ error: msg('Country_required') })
  .trim()
  .toUpperCase()
  .min(1, { error: msg('Country_required'), abort: true })
  .refine(isCountryCode, msg('Invalid_country'))

/** An http(s) URL with a real domain name; `error` is the message for anything else. */
export const httpUrl = (error: ValidationMessage) =>
  z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: msg(error) })

/** Runs an object refinement whenever the value is an object, even while some of its fields fail. */
export const whenObject = (payload: z.core.ParsePayload) => typeof payload.value === 'object' && payload.value !== null

// Month-year pickers yield 'yyyy-MM'; strings of this shape compare like the months they name.
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/
export const MONTH_PICKER_YEARS_BACK = 100
// The last time zone on Earth is UTC+14: a month that has begun anywhere is never "in the future".
const LATEST_OFFSET_MS = 14 * 60 * 60 * 1000

const formatMonth = (year: number, monthIndex: number) => {
  const date = new Date(0)
  date.setUTCFullYear(year, monthIndex, 1)
  return `${String(date.getUTCFullYear()).padStart(4, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`
}

/** The latest month that has begun somewhere on Earth at `now`, as 'yyyy-MM'. */
export function currentMonthAt(now: Date): string {
  const latest = new Date(now.getTime() + LATEST_OFFSET_MS)
  return formatMonth(latest.getUTCFullYear(), latest.getUTCMonth())
}

/** 'yyyy-MM' shifted by whole months. */
export function addMonths(month: string, months: number): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number)
  return formatMonth(year, monthNumber - 1 + months)
}

/** A required 'yyyy-MM' month, no further back than the picker's year list (100 years). */
export function monthSchemaAt(now: Date, required: ValidationMessage) {
  const earliest = `${Number(currentMonthAt(now).slice(0, 4)) - MONTH_PICKER_YEARS_BACK}-01`
  return z
    .string({ error: msg(required) })
    .trim()
    .min(1, { error: msg(required), abort: true })
    .regex(MONTH_PATTERN, { error: msg('Invalid_month'), abort: true })
    .refine((month) => month >= earliest, msg('Invalid_month'))
}
