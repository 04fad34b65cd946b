import { z } from 'zod'

import { msg } from '../schemas/messages'
import { optionalText } from '../schemas/application/shared'
import { UPLOAD_KEY_PATTERN } from '../schemas/application/uploadContent'
import {
  LANGUAGE_LEVELS,
  PREFERRED_CITIES_MAX,
  SALARY_MAX_EURO,
  TARGET_ROLE_MAX_LENGTH,
  VISA_DETAILS_MAX_LENGTH,
  WORK_PERMITS,
} from './options'

const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

const isRealDay = (day: string) => {
  if (!DAY_PATTERN.test(day)) return false
  const date = new Date(`${day}T00:00:00.000Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day
}

const salary = z
  .number({ error: msg('Salary_invalid') })
  .int(msg('Salary_invalid'))
  .min(0, msg('Salary_invalid'))
  .max(SALARY_MAX_EURO, msg('Salary_invalid'))
  .nullish()

const cities = z
  .array(
    z
      .string({ error: msg('City_required') })
      .trim()
      .min(1, msg('City_required'))
      .max(50, msg('City_max_50')),
  )
  .max(PREFERRED_CITIES_MAX, msg('Preferred_cities_max_5'))

/** Finding work in Germany: every answer optional on its own; the onboarding steps say which they ask. */
export const careerPreferencesSchema = z
  .object(
    {
      targetRole: optionalText(TARGET_ROLE_MAX_LENGTH, 'Target_role_max_100'),
      targetIndustry: optionalText(100, 'Industry_invalid'),
      workPermit: z.enum(WORK_PERMITS, { error: msg('Work_permit_invalid') }).nullish(),
      visaDetails: optionalText(VISA_DETAILS_MAX_LENGTH, 'Visa_details_max_500'),
      germanLevel: z.enum(LANGUAGE_LEVELS, { error: msg('Language_level_invalid') }).nullish(),
      englishLevel: z.enum(LANGUAGE_LEVELS, { error: msg('Language_level_invalid') }).nullish(),
      preferredCities: cities.optional(),
      salaryMinEuro: salary,
      salaryMaxEuro: salary,
      earliestStartDate: z
        .string({ error: msg('Start_date_invalid') })
        .refine(isRealDay, msg('Start_date_invalid'))
        .nullish(),
      cvKey: z
        .string({ error: msg('Cv_invalid') })
        .regex(UPLOAD_KEY_PATTERN, msg('Cv_invalid'))
        .nullish(),
    },
    { error: msg('Invalid_request') },
  )
  .refine(
    (value) => value.salaryMinEuro == null || value.salaryMaxEuro == null || value.salaryMinEuro <= value.salaryMaxEuro,
    { path: ['salaryMaxEuro'], error: msg('Salary_range_invalid') },
  )

export type CareerPreferencesValues = z.output<typeof careerPreferencesSchema>
