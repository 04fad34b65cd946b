import { describe, expect, it } from 'vitest'

import { careerPreferencesSchema } from './careerSchemas'
import { careerFieldOfPath, careerFormValuesOf, careerRequestOf, splitCities, CAREER_STEP_FIELDS } from './careerForm'
import { onboardingStepSchema } from './onboarding'

const empty = careerFormValuesOf({})

describe('splitCities', () => {
  it.each([
    ['', []],
    ['Berlin', ['Berlin']],
    [' Berlin , , München ', ['Berlin', 'München']],
  ])('%j → %j', (text, cities) => {
    expect(splitCities(text)).toEqual(cities)
  })
})

describe('careerFormValuesOf', () => {
  it('turns saved answers into input texts and absent ones into empty inputs', () => {
    expect(
      careerFormValuesOf({ preferredCities: ['Köln', 'Bonn'], salaryMinEuro: 40000, workPermit: null, cvKey: 'k' }),
    ).toMatchObject({
      preferredCities: 'Köln, Bonn',
      salaryMinEuro: '40000',
      workPermit: '',
      cvKey: 'k',
      targetRole: '',
    })
  })
})

describe('careerRequestOf', () => {
  it.each([
    [1, { targetRole: ' Nurse ', targetIndustry: 'healthcare' }, { targetRole: 'Nurse', targetIndustry: 'healthcare' }],
    [2, { workPermit: 'EU_BLUE_CARD' }, { workPermit: 'EU_BLUE_CARD', visaDetails: null }],
    [
      3,
      { germanLevel: 'B2', englishLevel: 'C1', preferredCities: 'Köln, Bonn', earliestStartDate: '2027-01-15' },
      { germanLevel: 'B2', englishLevel: 'C1', preferredCities: ['Köln', 'Bonn'], earliestStartDate: '2027-01-15' },
    ],
    [4, { salaryMinEuro: '45000', salaryMaxEuro: '' }, { salaryMinEuro: 45000, salaryMaxEuro: null, cvKey: null }],
  ] as const)('step %i sends only its own answers', (step, answers, request) => {
    expect(careerRequestOf({ ...empty, ...answers }, CAREER_STEP_FIELDS[step])).toEqual(request)
  })

  it.each([
    [{ salaryMinEuro: '50000', salaryMaxEuro: '40000' }, 'salaryMaxEuro'],
    [{ salaryMinEuro: 'lots' }, 'salaryMinEuro'],
    [{ earliestStartDate: '2027-02-30' }, 'earliestStartDate'],
  ])('a request from %j fails the shared schema at %s', (answers, field) => {
    const parsed = careerPreferencesSchema.safeParse(careerRequestOf({ ...empty, ...answers }))
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((issue) => careerFieldOfPath(issue.path.join('.')))).toContain(field)
  })

  it('a step left empty fails that step’s required answers', () => {
    expect(onboardingStepSchema(3).safeParse(careerRequestOf(empty, CAREER_STEP_FIELDS[3])).success).toBe(false)
  })
})

describe('careerFieldOfPath', () => {
  it.each([
    ['careerPreferences.preferredCities.1', 'preferredCities'],
    ['salaryMaxEuro', 'salaryMaxEuro'],
  ])('%s → %s', (path, field) => {
    expect(careerFieldOfPath(path)).toBe(field)
  })
})
