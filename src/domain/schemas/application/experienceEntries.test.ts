import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import { toFieldErrors } from '../errors'
import { educationEntrySchemaAt, toggleCurrentRole, workEntrySchemaAt } from './experienceEntries'
import { currentMonthAt } from './shared'

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input)
  return result.success ? [] : toFieldErrors(result.error).map((e) => `${e.path}: ${e.message}`)
}

const now = new Date('2025-06-15T12:00:00Z')

const work = {
  title: 'Engineer',
  organization: 'ACME GmbH',
  city: 'Berlin',
  country: 'DE',
  fromDate: '2020-01',
  toDate: '2023-12',
  description: 'Built things.',
}

describe('workEntrySchemaAt, each rule broken on its own', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['valid', {}, []],
    ['ends this month', { toDate: '2025-06' }, []],
    ['ends the month it starts', { toDate: '2020-01' }, []],
    ['current role by flag', { toDate: '', myCurrentRole: true }, []],
    ['current role by NOW', { toDate: 'NOW' }, []],
    ['no description', { description: undefined }, []],
    ['title missing', { title: '' }, ['title: Job_title_required']],
    ['title too long', { title: 't'.repeat(51) }, ['title: Job_title_max_50']],
    ['organization missing', { organization: undefined }, ['organization: Organization_required']],
    ['organization too long', { organization: 'o'.repeat(51) }, ['organization: Organization_max_50']],
    ['city missing', { city: '' }, ['city: City_required']],
    ['city too long', { city: 'c'.repeat(51) }, ['city: City_max_50']],
    ['country missing', { country: undefined }, ['country: Country_required']],
    ['country unknown', { country: 'XX' }, ['country: Invalid_country']],
    ['from date missing', { fromDate: '' }, ['fromDate: From_date_required']],
    ['from date not yyyy-MM', { fromDate: '01/2020' }, ['fromDate: Invalid_month']],
    ['from date month 13', { fromDate: '2020-13' }, ['fromDate: Invalid_month']],
    ['from date over 100 years back', { fromDate: '1924-12' }, ['fromDate: Invalid_month']],
    ['from date in the future', { fromDate: '2025-07', toDate: 'NOW' }, ['fromDate: Date_must_not_be_in_future']],
    ['to date missing', { toDate: undefined }, ['toDate: To_date_required']],
    ['to date blank', { toDate: '  ' }, ['toDate: To_date_required']],
    ['to date cleared, role unticked', { toDate: '', myCurrentRole: false }, ['toDate: To_date_required']],
    ['to date not yyyy-MM', { toDate: '2023-1' }, ['toDate: Invalid_month']],
    ['to date in the future', { toDate: '2025-07' }, ['toDate: Date_must_not_be_in_future']],
    ['to date before from date', { toDate: '2019-12' }, ['toDate: End_date_before_start_date']],
    ['description too long', { description: 'd'.repeat(1001) }, ['description: Description_max_1000']],
  ])('%s', (_name, change, expected) => {
    expect(errorsOf(workEntrySchemaAt(now), { ...work, ...change })).toEqual(expected)
  })

  it('checks the end date even while other fields fail', () => {
    expect(errorsOf(workEntrySchemaAt(now), { ...work, title: undefined, toDate: '2019-01' })).toEqual([
      'title: Job_title_required',
      'toDate: End_date_before_start_date',
    ])
  })

  it.each([
    [
      { toDate: '', myCurrentRole: true },
      { toDate: 'NOW', myCurrentRole: true },
    ],
    [{ toDate: 'NOW' }, { toDate: 'NOW', myCurrentRole: true }],
    [{ toDate: '2023-12' }, { toDate: '2023-12', myCurrentRole: false }],
  ])('normalises the current role: %j', (change, expected) => {
    expect(workEntrySchemaAt(now).parse({ ...work, ...change })).toMatchObject(expected)
  })

  it('trims the description and drops a blank one', () => {
    expect(workEntrySchemaAt(now).parse({ ...work, description: '  Led  ' }).description).toBe('Led')
    expect(workEntrySchemaAt(now).parse({ ...work, description: '  ' }).description).toBeUndefined()
  })

  it('counts a month as begun once it has begun anywhere on Earth', () => {
    // 11:00 UTC on 31 May is already 1 June in UTC+14.
    expect(currentMonthAt(new Date('2025-05-31T11:00:00Z'))).toBe('2025-06')
    expect(currentMonthAt(new Date('2025-05-31T09:00:00Z'))).toBe('2025-05')
  })
})

const education = {
  type: 'MASTER',
  country: 'de',
  fieldOfStudy: 'Computer Science',
  university: 'TU Berlin',
  city: 'Berlin',
  fromDate: '2015-10',
  toDate: '2018-09',
}

describe('educationEntrySchemaAt, each rule broken on its own', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['valid', {}, []],
    ['ends 10 years ahead', { toDate: '2035-06' }, []],
    ['type missing', { type: '' }, ['type: Degree_type_required']],
    ['country missing', { country: '' }, ['country: Country_required']],
    ['field of study missing', { fieldOfStudy: ' ' }, ['fieldOfStudy: Field_of_study_required']],
    ['field of study too long', { fieldOfStudy: 'f'.repeat(51) }, ['fieldOfStudy: Field_of_study_max_50']],
    ['university missing', { university: undefined }, ['university: University_required']],
    ['university too long', { university: 'u'.repeat(51) }, ['university: University_max_50']],
    ['city missing', { city: '' }, ['city: City_required']],
    ['city too long', { city: 'c'.repeat(51) }, ['city: City_max_50']],
    ['from date missing', { fromDate: undefined }, ['fromDate: From_date_required']],
    ['from date malformed', { fromDate: '2015' }, ['fromDate: Invalid_month']],
    ['to date missing', { toDate: '' }, ['toDate: To_date_required']],
    ['to date NOW', { toDate: 'NOW' }, ['toDate: Invalid_month']],
    ['to date over 10 years ahead', { toDate: '2035-07' }, ['toDate: Date_too_far_in_future']],
    ['to date before from date', { toDate: '2015-09' }, ['toDate: End_date_before_start_date']],
    ['description too long', { description: 'd'.repeat(1001) }, ['description: Description_max_1000']],
  ])('%s', (_name, change, expected) => {
    expect(errorsOf(educationEntrySchemaAt(now), { ...education, ...change })).toEqual(expected)
  })
})

describe('toggleCurrentRole', () => {
  it.each([
    [true, { toDate: 'NOW', myCurrentRole: true }],
    [false, { toDate: '', myCurrentRole: false }],
  ])('checked %s', (checked, expected) => {
    expect(toggleCurrentRole({ ...work, myCurrentRole: !checked }, checked)).toEqual({ ...work, ...expected })
  })
})
