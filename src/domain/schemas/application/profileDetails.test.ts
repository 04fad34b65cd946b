import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import { checkConsents } from '../../consents'
import { toFieldErrors } from '../errors'
import {
  ABOUT_ME_MIN_LENGTH,
  INPUT_MAX_LENGTH_LINK,
  profileDetailsConsents,
  profileDetailsSchema,
  profileDetailsUpdateSchema,
} from './profileDetails'

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input)
  return result.success ? [] : toFieldErrors(result.error).map((e) => `${e.path}: ${e.message}`)
}

const valid = {
  tagline: 'Career coach for engineers',
  aboutMe: 'a'.repeat(ABOUT_ME_MIN_LENGTH),
  linkedInUrl: 'https://www.linkedin.com/in/anna',
}
const noLinks = { linkedInUrl: '', githubUrl: '', xingUrl: '', personalWebsite: '' }
const video = { name: 'intro.mp4', awsFilePath: 'videos/u1/intro.mp4' }

describe('profileDetailsSchema, each rule broken on its own', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['valid', {}, []],
    ['tagline missing', { tagline: undefined }, ['tagline: Tagline_required']],
    ['tagline blank', { tagline: '  ' }, ['tagline: Tagline_required']],
    ['tagline of 90', { tagline: 't'.repeat(90) }, []],
    ['tagline too long', { tagline: 't'.repeat(91) }, ['tagline: Tagline_max_90']],
    ['about me missing', { aboutMe: '' }, ['aboutMe: About_me_required']],
    ['about me too short', { aboutMe: 'a'.repeat(99) }, ['aboutMe: About_me_min_100']],
    ['about me short once trimmed', { aboutMe: ` ${'a'.repeat(99)}  ` }, ['aboutMe: About_me_min_100']],
    ['about me of 2000', { aboutMe: 'a'.repeat(2000) }, []],
    ['about me too long', { aboutMe: 'a'.repeat(2001) }, ['aboutMe: About_me_max_2000']],
    ['LinkedIn without www', { linkedInUrl: 'https://linkedin.com/in/anna' }, []],
    ['LinkedIn on another site', { linkedInUrl: 'https://example.com/in/anna' }, ['linkedInUrl: LinkedIn_url_invalid']],
    ['LinkedIn look-alike', { linkedInUrl: 'https://linkedin.com.evil.io/x' }, ['linkedInUrl: LinkedIn_url_invalid']],
    ['LinkedIn over http', { linkedInUrl: 'http://linkedin.com/in/anna' }, ['linkedInUrl: LinkedIn_url_invalid']],
    ['LinkedIn without a path', { linkedInUrl: 'https://linkedin.com/' }, ['linkedInUrl: LinkedIn_url_invalid']],
    ['GitHub link', { githubUrl: 'https://github.com/anna' }, []],
    ['GitHub elsewhere', { githubUrl: 'https://gitlab.com/anna' }, ['githubUrl: GitHub_url_invalid']],
    ['Xing link', { xingUrl: 'https://www.xing.com/profile/Anna' }, []],
    ['Xing elsewhere', { xingUrl: 'https://xing.de/profile/Anna' }, ['xingUrl: Xing_url_invalid']],
    ['website over http', { personalWebsite: 'http://anna.dev' }, []],
    ['website not a URL', { personalWebsite: 'anna dot dev' }, ['personalWebsite: Website_url_invalid']],
    ['website with another scheme', { personalWebsite: 'ftp://anna.dev' }, ['personalWebsite: Website_url_invalid']],
    ['link too long', { personalWebsite: `https://anna.dev/${'p'.repeat(240)}` }, ['personalWebsite: Link_max_255']],
    ['no link at all', noLinks, ['linkedInUrl: At_least_one_link_required']],
    ['only a website', { ...noLinks, personalWebsite: 'https://anna.dev' }, []],
    ['video URL', { videoUrl: 'https://cdn.example.com/v.mp4', publishIntroVideoConsent: true }, []],
    ['video URL invalid', { videoUrl: 'not a url', publishIntroVideoConsent: true }, ['videoUrl: Video_url_invalid']],
    ['video without consent', { video }, ['publishIntroVideoConsent: Publish_intro_video_consent_required']],
    [
      'video consent refused',
      { videoUrl: 'https://cdn.example.com/v.mp4', publishIntroVideoConsent: false },
      ['publishIntroVideoConsent: Publish_intro_video_consent_required'],
    ],
    ['video with consent', { video, publishIntroVideoConsent: true }, []],
    ['no video, no consent', { publishIntroVideoConsent: false }, []],
  ])('%s', (_name, change, expected) => {
    expect(errorsOf(profileDetailsSchema, { ...valid, ...change })).toEqual(expected)
  })

  it('reports the missing link even while other fields fail', () => {
    expect(errorsOf(profileDetailsSchema, { ...noLinks, aboutMe: 'short' })).toEqual([
      'tagline: Tagline_required',
      'aboutMe: About_me_min_100',
      'linkedInUrl: At_least_one_link_required',
    ])
  })

  it('trims links and leaves blank ones out', () => {
    const parsed = profileDetailsSchema.parse({ ...noLinks, ...valid, githubUrl: ' https://github.com/anna ' })
    expect(parsed).toStrictEqual({ ...valid, githubUrl: 'https://github.com/anna' })
  })

  it('caps the link inputs below the stored maximum', () => {
    expect(INPUT_MAX_LENGTH_LINK).toBe(90)
  })
})

describe('profileDetailsUpdateSchema', () => {
  it('sends null for blank links and no video', () => {
    expect(profileDetailsUpdateSchema.parse({ ...valid, githubUrl: ' ', videoUrl: '' })).toStrictEqual({
      ...valid,
      githubUrl: null,
      xingUrl: null,
      personalWebsite: null,
      videoUrl: null,
      video: null,
    })
  })

  it.each<[string, Record<string, unknown>, string[]]>([
    ['no link', noLinks, ['linkedInUrl: At_least_one_link_required']],
    ['video without consent', { video }, ['publishIntroVideoConsent: Publish_intro_video_consent_required']],
  ])('%s', (_name, change, expected) => {
    expect(errorsOf(profileDetailsUpdateSchema, { ...valid, ...change })).toEqual(expected)
  })
})

describe('video consent', () => {
  it.each([
    [{ video, publishIntroVideoConsent: true }, ['PUBLISH_INTRO_VIDEO']],
    [{ video, publishIntroVideoConsent: false }, []],
    [{ videoUrl: ' ', publishIntroVideoConsent: true }, []],
  ])('%j → %j', (values, types) => {
    const consents = profileDetailsConsents(values)
    expect(consents.map((consent) => consent.consentType)).toEqual(types)
    if (types.length > 0) expect(checkConsents(consents, 'VIDEO').ok).toBe(true)
  })
})
