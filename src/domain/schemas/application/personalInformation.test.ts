import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import { toFieldErrors } from '../errors'
import {
  languagesSchema,
  personalInformationRequestFromStep,
  personalInformationSchema,
  personalInformationStepSchema,
} from './personalInformation'

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input)
  return result.success ? [] : toFieldErrors(result.error).map((e) => `${e.path}: ${e.message}`)
}

const valid = {
  imageUrl: 'https://cdn.example.com/me.jpg',
  firstName: 'Anna-Lena',
  lastName: "O'Brien",
  country: 'DE',
  city: 'Berlin',
  languages: ['German', 'English'],
  gender: 'FEMALE',
}
const applicationData = { motivation: 'x'.repeat(250), referralSource: 'LinkedIn' }

describe('personalInformationSchema, each rule broken on its own', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['valid', {}, []],
    ['image file instead of URL', { imageUrl: undefined, image: new Blob(['x'], { type: 'image/jpeg' }) }, []],
    ['image as uploaded URL', { imageUrl: null, image: 'https://cdn.example.com/a.png' }, []],
    ['no image', { imageUrl: undefined }, ['image: Image_required']],
    ['null image and URL', { imageUrl: null, image: null }, ['image: Image_required']],
    ['image URL not http(s)', { imageUrl: 'ftp://cdn.example.com/a.png' }, ['imageUrl: Invalid_image_url']],
    ['our own uploaded picture', { imageUrl: '/api/uploads/file/Abc_def-1234567890' }, []],
    ['an upload path with a bad key', { imageUrl: '/api/uploads/file/../../etc' }, ['imageUrl: Invalid_image_url']],
    ['another relative path', { imageUrl: '/etc/passwd' }, ['imageUrl: Invalid_image_url']],
    ['image neither file nor URL', { image: 42 }, ['image: Invalid_image_url']],
    ['first name missing', { firstName: undefined }, ['firstName: Name_required']],
    ['first name blank', { firstName: '  ' }, ['firstName: Name_required']],
    ['first name too long', { firstName: 'a'.repeat(21) }, ['firstName: Name_max_20']],
    ['first name with digits', { firstName: 'Anna1' }, ['firstName: Name_invalid_characters']],
    ['first name starts with separator', { firstName: '-Anna' }, ['firstName: Name_invalid_characters']],
    ['first name ends with separator', { firstName: 'Anna.' }, ['firstName: Name_invalid_characters']],
    ['two separators in a row', { lastName: "O''Brien" }, ['lastName: Name_invalid_characters']],
    ['last name missing', { lastName: '' }, ['lastName: Name_required']],
    ['country missing', { country: '' }, ['country: Country_required']],
    ['country not alpha-2', { country: 'DEU' }, ['country: Invalid_country']],
    ['country unassigned', { country: 'ZZ' }, ['country: Invalid_country']],
    ['city missing', { city: ' ' }, ['city: City_required']],
    ['city too long', { city: 'a'.repeat(51) }, ['city: City_max_50']],
    ['no languages', { languages: [] }, ['languages: Languages_min_1']],
    ['languages missing', { languages: undefined }, ['languages: Languages_min_1']],
    ['six languages', { languages: ['a', 'b', 'c', 'd', 'e', 'f'] }, ['languages: Languages_max_5']],
    ['blank language', { languages: ['German', ' '] }, ['languages.1: Language_invalid']],
    ['duplicate language', { languages: ['German', 'german '] }, ['languages.1: Languages_duplicate']],
    ['gender missing', { gender: undefined }, ['gender: Gender_required']],
    ['gender unknown', { gender: 'DIVERSE' }, ['gender: Gender_required']],
  ])('%s', (_name, change, expected) => {
    expect(errorsOf(personalInformationSchema, { ...valid, ...change })).toEqual(expected)
  })

  it('accepts each gender', () => {
    for (const gender of ['MALE', 'FEMALE', 'OTHER', 'PREFER_NOT_TO_SAY'])
      expect(errorsOf(personalInformationSchema, { ...valid, gender })).toEqual([])
  })

  it('trims and upper-cases, and drops application data', () => {
    const parsed = personalInformationSchema.parse({ ...valid, city: ' Berlin ', country: 'de', applicationData })
    expect(parsed).toEqual({ ...valid, city: 'Berlin', country: 'DE' })
  })

  it('reports a missing image even while other fields fail', () => {
    expect(errorsOf(personalInformationSchema, { ...valid, imageUrl: undefined, firstName: undefined })).toEqual([
      'firstName: Name_required',
      'image: Image_required',
    ])
  })
})

describe('personalInformationStepSchema', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['valid', {}, []],
    ['motivation of 2000 characters', { motivation: 'x'.repeat(2000) }, []],
    ['motivation missing', { motivation: undefined }, ['applicationData.motivation: Motivation_required']],
    ['motivation blank', { motivation: '   ' }, ['applicationData.motivation: Motivation_required']],
    ['motivation too short', { motivation: 'x'.repeat(249) }, ['applicationData.motivation: Motivation_min_250']],
    [
      'motivation short once trimmed',
      { motivation: ` ${'x'.repeat(249)} ` },
      ['applicationData.motivation: Motivation_min_250'],
    ],
    ['motivation too long', { motivation: 'x'.repeat(2001) }, ['applicationData.motivation: Motivation_max_2000']],
    ['referral source missing', { referralSource: '' }, ['applicationData.referralSource: Referral_source_required']],
  ])('%s', (_name, change, expected) => {
    expect(
      errorsOf(personalInformationStepSchema, { ...valid, applicationData: { ...applicationData, ...change } }),
    ).toEqual(expected)
  })

  it('requires the application data', () => {
    expect(errorsOf(personalInformationStepSchema, valid)).toEqual(['applicationData: Invalid_request'])
  })

  it('splits the step into the submission body', () => {
    const values = personalInformationStepSchema.parse({ ...valid, applicationData })
    expect(personalInformationRequestFromStep(values)).toEqual({ personalInformation: valid, applicationData })
  })
})

it('languagesSchema accepts five distinct languages', () => {
  expect(errorsOf(languagesSchema, ['a', 'b', 'c', 'd', 'e'])).toEqual([])
})
