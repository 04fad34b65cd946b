import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import { checkConsents } from '../../consents'
import { toFieldErrors } from '../errors'
import {
  YEARS_OF_EXPERIENCE_OPTIONS,
  applicationConsents,
  clearMajorOnIndustryChange,
  experienceRequestFromStep,
  experienceSchemaAt,
  experienceStepSchemaAt,
} from './experience'

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input)
  return result.success ? [] : toFieldErrors(result.error).map((e) => `${e.path}: ${e.message}`)
}

const now = new Date('2025-06-15T12:00:00Z')
const work = {
  title: 'Engineer',
  organization: 'ACME',
  city: 'Berlin',
  country: 'DE',
  fromDate: '2020-01',
  toDate: 'NOW',
}
const education = {
  type: 'BACHELOR',
  country: 'DE',
  fieldOfStudy: 'Economics',
  university: 'LMU',
  city: 'Munich',
  fromDate: '2012-10',
  toDate: '2015-09',
}
const profile = {
  industry: 'information-technology',
  major: 'software-engineering',
  yearsOfExperience: '5',
  workingHistory: [work],
  educationBackgrounds: [education],
}
const step = {
  ...profile,
  consultantBusinessType: 'KLEINUNTERNEHMER',
  agreeToTerms: true,
  employerApprovalAndTaxDeclaration: true,
  accuracyAndDataProcessingConsent: true,
  dataProcessingRequired: true,
  declarationOfAccuracyRequired: true,
}

describe('experienceStepSchemaAt, each rule broken on its own', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['valid', {}, []],
    [
      'three entries each',
      { workingHistory: [work, work, work], educationBackgrounds: [education, education, education] },
      [],
    ],
    ['Regelunternehmer', { consultantBusinessType: 'REGELUNTERNEHMER' }, []],
    ['years as a number', { yearsOfExperience: 14 }, []],
    ['industry missing', { industry: ' ' }, ['industry: Industry_required']],
    ['major missing', { major: undefined }, ['major: Major_required']],
    ['industry not in the catalogue', { industry: 'Information Technology' }, ['industry: Industry_invalid']],
    ['major of another industry', { major: 'medicine' }, ['major: Major_not_in_industry']],
    ['major not in the catalogue', { major: 'Software Engineering' }, ['major: Major_not_in_industry']],
    ['another industry offering the major', { industry: 'consulting', major: 'business-administration' }, []],
    ['years missing', { yearsOfExperience: undefined }, ['yearsOfExperience: Years_of_experience_required']],
    ['years out of range', { yearsOfExperience: '16' }, ['yearsOfExperience: Years_of_experience_required']],
    ['no work entry', { workingHistory: [] }, ['workingHistory: Working_history_min_1']],
    ['work history missing', { workingHistory: undefined }, ['workingHistory: Working_history_min_1']],
    ['four work entries', { workingHistory: [work, work, work, work] }, ['workingHistory: Working_history_max_3']],
    ['broken work entry', { workingHistory: [{ ...work, title: '' }] }, ['workingHistory.0.title: Job_title_required']],
    ['no education', { educationBackgrounds: [] }, ['educationBackgrounds: Education_min_1']],
    [
      'four education entries',
      { educationBackgrounds: [education, education, education, education] },
      ['educationBackgrounds: Education_max_3'],
    ],
    [
      'business type missing',
      { consultantBusinessType: undefined },
      ['consultantBusinessType: Business_type_required'],
    ],
    ['business type unknown', { consultantBusinessType: 'GMBH' }, ['consultantBusinessType: Business_type_required']],
    ['terms unticked', { agreeToTerms: false }, ['agreeToTerms: You_must_agree_to_the_terms_and_conditions']],
    [
      'employer approval unticked',
      { employerApprovalAndTaxDeclaration: false },
      ['employerApprovalAndTaxDeclaration: Employer_approval_required'],
    ],
    [
      'accuracy unticked',
      { accuracyAndDataProcessingConsent: undefined },
      ['accuracyAndDataProcessingConsent: Accuracy_and_data_processing_required'],
    ],
    [
      'data processing unticked',
      { dataProcessingRequired: false },
      ['dataProcessingRequired: Data_processing_required'],
    ],
    [
      'declaration of accuracy missing',
      { declarationOfAccuracyRequired: undefined },
      ['declarationOfAccuracyRequired: Declaration_of_accuracy_required'],
    ],
  ])('%s', (_name, change, expected) => {
    expect(errorsOf(experienceStepSchemaAt(now), { ...step, ...change })).toEqual(expected)
  })
})

describe('experienceSchemaAt (profile page)', () => {
  it('asks for neither the business type nor the boxes', () => {
    expect(errorsOf(experienceSchemaAt(now), profile)).toEqual([])
    expect(experienceSchemaAt(now).parse(step)).not.toHaveProperty('agreeToTerms')
  })
})

it('offers less than a year, 1 to 14 and 15+', () => {
  expect(YEARS_OF_EXPERIENCE_OPTIONS).toEqual([
    'LESS_THAN_ONE',
    ...['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14'],
    '15+',
  ])
})

describe('submission', () => {
  it('the boxes satisfy the APPLICATION consent context', () => {
    expect(checkConsents(applicationConsents(), 'APPLICATION').ok).toBe(true)
    expect(checkConsents(applicationConsents().slice(1), 'APPLICATION').ok).toBe(false)
  })

  it.each(['DATA_PROCESSING', 'DECLARATION_OF_ACCURACY'] as const)('the application cannot go without %s', (type) => {
    const without = applicationConsents().filter((consent) => consent.consentType !== type)
    const result = checkConsents(without, 'APPLICATION')
    expect(result.ok ? [] : result.errors).toEqual([{ path: `consents.${type}`, message: 'Consent_required' }])
    expect(applicationConsents().map((consent) => consent.consentType)).toContain(type)
  })

  it('builds the step-4 body', () => {
    const body = experienceRequestFromStep(experienceStepSchemaAt(now).parse(step))
    expect(body.consents).toEqual(applicationConsents())
    expect(body.experience).toEqual({
      industry: profile.industry,
      major: profile.major,
      consultantBusinessType: 'KLEINUNTERNEHMER',
      yearsOfExperience: '5',
      experiences: [{ ...work, myCurrentRole: true }],
      education: [education],
    })
  })
})

describe('clearMajorOnIndustryChange', () => {
  it.each([
    [{ industry: 'IT', major: 'SE' }, { industry: 'IT', major: 'SE' }, 'SE'],
    [{ industry: 'IT', major: 'SE' }, { industry: 'Finance', major: 'SE' }, ''],
    [{ industry: '', major: '' }, { industry: 'IT', major: '' }, ''],
  ])('%j → %j', (previous, next, major) => {
    expect(clearMajorOnIndustryChange(previous, next)).toEqual({ ...next, major })
  })
})

describe('experience against the industries admins keep', () => {
  const industries = [{ id: 'space', majors: ['physics', 'aerospace'] }]
  it.each<[string, Record<string, unknown>, string[]]>([
    ['a new industry and its major', { industry: 'space', major: 'aerospace' }, []],
    ['a shipped industry no longer kept', { industry: 'information-technology' }, ['industry: Industry_invalid']],
    ['a major the industry does not offer', { industry: 'space', major: 'medicine' }, ['major: Major_not_in_industry']],
  ])('%s', (_, change, errors) => {
    expect(errorsOf(experienceSchemaAt(now, industries), { ...profile, ...change })).toEqual(errors)
  })
})
