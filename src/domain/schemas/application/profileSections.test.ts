import { describe, expect, it } from 'vitest'

import { toFieldErrors } from '../errors'
import { isProfileSection, profileSectionSchemaAt, type ProfileSection } from './profileSections'

const now = new Date('2026-11-22T10:00:00Z')
const services = (count: number) => Array.from({ length: count }, (_, i) => ({ title: `S${i}`, description: `D${i}` }))
const errorsOf = (section: ProfileSection, input: unknown) => {
  const result = profileSectionSchemaAt(section, now).safeParse(input)
  return result.success ? [] : toFieldErrors(result.error).map((e) => `${e.path}: ${e.message}`)
}

describe('profile sections', () => {
  it.each([
    ['pricing', true],
    ['skills-services', true],
    ['profile-verification', false],
    ['../pricing', false],
    ['', false],
  ])('%j is a section: %s', (value, expected) => {
    expect(isProfileSection(value)).toBe(expected)
  })

  it.each<[ProfileSection, unknown, string[]]>([
    ['pricing', { pricing30Min: 50, pricing60Min: 90, pricingTrial: 0 }, []],
    [
      'pricing',
      { pricing30Min: 90, pricing60Min: 50, pricingTrial: 0 },
      ['pricing30Min: Pricing_30_min_must_be_below_60_min'],
    ],
    ['services', { services: services(5) }, []],
    ['services', { services: services(11) }, ['services: You_can_select_up_to_10_services']],
    ['skills-services', { skills: ['a', 'b', 'c', 'd'], services: services(5) }, ['skills: Skills_min_5']],
    [
      'profile-details',
      { tagline: 'T', aboutMe: 'x'.repeat(120), linkedInUrl: '', githubUrl: 'https://github.com/me' },
      [],
    ],
  ])('%s %j → %j', (section, input, errors) => {
    expect(errorsOf(section, input)).toEqual(errors)
  })

  it('the profile-details update variant sends null for emptied links and video', () => {
    const parsed = profileSectionSchemaAt('profile-details', now).parse({
      tagline: 'T',
      aboutMe: 'x'.repeat(120),
      linkedInUrl: ' ',
      githubUrl: 'https://github.com/me',
      videoUrl: '',
    })
    expect(parsed).toMatchObject({ linkedInUrl: null, githubUrl: 'https://github.com/me', videoUrl: null, video: null })
  })
})
