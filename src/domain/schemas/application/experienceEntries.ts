import { z } from 'zod'

import { msg, type ValidationMessage } from '../messages'
import {
  DESCRIPTION_MAX_LENGTH,
  MONTH_PATTERN,
  addMonths,
  citySchema,
  countrySchema,
  currentMonthAt,
  monthSchemaAt,
  optionalText,
  requiredText,
  whenObject,
} from './shared'

export const ENTRY_TEXT_MAX_LENGTH = 50
export const DEGREE_TYPE_MAX_LENGTH = 100
/** The toDate of a current role. */
export const CURRENT_ROLE_TO_DATE = 'NOW'
/** The education end-date picker reaches this many years ahead. */
export const EDUCATION_END_YEARS_AHEAD = 10

type Dates = { fromDate?: unknown; toDate?: unknown; myCurrentRole?: unknown }
type Refinement = [(value: Dates) => boolean, z.core.$ZodCustomParams]

const isMonth = (value: unknown): value is string => typeof value === 'string' && MONTH_PATTERN.test(value)
const isCurrentRole = (entry: Dates) => entry.myCurrentRole === true || entry.toDate === CURRENT_ROLE_TO_DATE
const blank = (value: unknown) => value == null || (typeof value === 'string' && value.trim() === '')

// Cross-field rules run even while other fields fail, so the form shows every problem at once.
const toDateRule = (isBroken: (entry: Dates) => boolean, message: ValidationMessage): Refinement => [
  (entry) => !isBroken(entry),
  { path: ['toDate'], error: msg(message), when: whenObject },
]

const endsBeforeStart = toDateRule(
  (entry) => isMonth(entry.fromDate) && isMonth(entry.toDate) && entry.toDate < entry.fromDate,
  'End_date_before_start_date',
)

/** A work-history entry at `now`: the end date is required unless it is the current role, and never in the future. */
export function workEntrySchemaAt(now: Date) {
  const currentMonth = currentMonthAt(now)
  const earliest = monthSchemaAt(now, 'To_date_required')
  return z
    .object(
      {
        title: requiredText('Job_title_required', ENTRY_TEXT_MAX_LENGTH, 'Job_title_max_50'),
        organization: requiredText('Organization_required', ENTRY_TEXT_MAX_LENGTH, 'Organization_max_50'),
        city: citySchema,
        country: countrySchema,
        fromDate: monthSchemaAt(now, 'From_date_required').refine(
          (month) => month <= currentMonth,
          msg('Date_must_not_be_in_future'),
        ),
        toDate: z
          .string({ error: msg('Invalid_month') })
          .trim()
          .nullish(),
        description: optionalText(DESCRIPTION_MAX_LENGTH, 'Description_max_1000'),
        myCurrentRole: z.boolean({ error: msg('Invalid_value') }).optional(),
      },
      { error: msg('Invalid_value') },
    )
    .refine(...toDateRule((entry) => !isCurrentRole(entry) && blank(entry.toDate), 'To_date_required'))
    .refine(
      ...toDateRule(
        (entry) => !isCurrentRole(entry) && !blank(entry.toDate) && !earliest.safeParse(entry.toDate).success,
        'Invalid_month',
      ),
    )
    .refine(
      ...toDateRule((entry) => isMonth(entry.toDate) && entry.toDate > currentMonth, 'Date_must_not_be_in_future'),
    )
    .refine(...endsBeforeStart)
    .transform(({ toDate, myCurrentRole, ...entry }) =>
      myCurrentRole === true || toDate === CURRENT_ROLE_TO_DATE
        ? { ...entry, toDate: CURRENT_ROLE_TO_DATE, myCurrentRole: true }
        : { ...entry, toDate: toDate as string, myCurrentRole: false },
    )
}

export type WorkEntryInput = z.input<ReturnType<typeof workEntrySchemaAt>>
export type WorkEntry = z.output<ReturnType<typeof workEntrySchemaAt>>

/** An education entry at `now`: the end date may lie up to 10 years ahead (an ongoing degree). */
export function educationEntrySchemaAt(now: Date) {
  const latest = addMonths(currentMonthAt(now), EDUCATION_END_YEARS_AHEAD * 12)
  return z
    .object(
      {
        type: requiredText('Degree_type_required', DEGREE_TYPE_MAX_LENGTH, 'Invalid_value'),
        country: countrySchema,
        fieldOfStudy: requiredText('Field_of_study_required', ENTRY_TEXT_MAX_LENGTH, 'Field_of_study_max_50'),
        university: requiredText('University_required', ENTRY_TEXT_MAX_LENGTH, 'University_max_50'),
        city: citySchema,
        fromDate: monthSchemaAt(now, 'From_date_required'),
        toDate: monthSchemaAt(now, 'To_date_required').refine(
          (month) => month <= latest,
          msg('Date_too_far_in_future'),
        ),
        description: optionalText(DESCRIPTION_MAX_LENGTH, 'Description_max_1000'),
      },
      { error: msg('Invalid_value') },
    )
    .refine(...endsBeforeStart)
}

export type EducationEntryInput = z.input<ReturnType<typeof educationEntrySchemaAt>>
export type EducationEntry = z.output<ReturnType<typeof educationEntrySchemaAt>>

/** The 'my current role' box: ticking sets the end date to NOW, unticking clears it. */
export function toggleCurrentRole<T extends { toDate?: string | null; myCurrentRole?: boolean }>(
  entry: T,
  checked: boolean,
): T & { toDate: string; myCurrentRole: boolean } {
  return { ...entry, myCurrentRole: checked, toDate: checked ? CURRENT_ROLE_TO_DATE : '' }
}
