import { describe, expect, it } from 'vitest'

import { availabilityInputSchemaAt } from './inputSchema'

const now = new Date('2026-03-29T08:30:00.000Z')

describe('availabilityInputSchemaAt', () => {
  it.each([
    { days: { '2026-04-01': ['09:00'] }, errors: [] },
    { days: { '2027-03-31': ['09:00'] }, errors: [] },
    {
      days: { '2027-04-01': ['09:00'] },
      errors: [{ path: ['days', '2027-04-01'], message: 'availability.invalidDate' }],
    },
    {
      days: { '2026-04-01': ['09:00'], '9999-12-31': ['09:00'] },
      errors: [{ path: ['days', '9999-12-31'], message: 'availability.invalidDate' }],
    },
  ])('$days', ({ days, errors }) => {
    const result = availabilityInputSchemaAt(now).safeParse({ timezone: 'Europe/Berlin', days })
    expect(result.error?.issues.map(({ path, message }) => ({ path, message })) ?? []).toEqual(errors)
  })

  it('reports bad days without failing when `days` is not a record', () => {
    const result = availabilityInputSchemaAt(now).safeParse({ timezone: 'Nowhere/Else', days: 'monday' })
    expect(result.error?.issues.map(({ path }) => path.join('.')).sort()).toEqual(['days', 'timezone'])
  })
})
