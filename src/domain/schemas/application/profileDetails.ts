import { z } from 'zod'

import { currentConsentVersion, type ConsentInput } from '../../consents'
import { msg, type ValidationMessage } from '../messages'
import { httpUrl, requiredText, whenObject } from './shared'

export const TAGLINE_MAX_LENGTH = 90
export const ABOUT_ME_MIN_LENGTH = 100
export const ABOUT_ME_MAX_LENGTH = 2000
export const LINK_MAX_LENGTH = 255
/** The link inputs accept at most this many characters; the schemas allow up to LINK_MAX_LENGTH. */
export const INPUT_MAX_LENGTH_LINK = 90
export const LINK_FIELDS = ['linkedInUrl', 'githubUrl', 'xingUrl', 'personalWebsite'] as const

/** A profile on the named site, with or without 'www.', over https, with a path after the domain. */
const sitePattern = (domain: string) => new RegExp(`^https://(www\\.)?${domain.replace('.', '\\.')}/\\S+$`, 'i')

export const LINK_PATTERNS = {
  linkedInUrl: sitePattern('linkedin.com'),
  githubUrl: sitePattern('github.com'),
  xingUrl: sitePattern('xing.com'),
} as const

const websiteUrl = httpUrl('Website_url_invalid')
const videoLink = httpUrl('Video_url_invalid')

/**
 * An optional link: trimmed, at most 255 characters, checked by `isValid`. A blank link becomes `empty`:
 * undefined (left out of the application step) or null (clears the link on a profile update).
 */
function optionalLink<E extends null | undefined>(
  isValid: (url: string) => boolean,
  error: ValidationMessage,
  empty: E,
) {
  return z
    .string({ error: msg(error) })
    .trim()
    .max(LINK_MAX_LENGTH, { error: msg('Link_max_255'), abort: true })
    .refine((url) => url === '' || isValid(url), msg(error))
    .nullish()
    .transform((url): string | E => (url ? url : empty))
}

export const videoFileSchema = z.object(
  { name: z.string().trim().min(1), awsFilePath: z.string().trim().min(1) },
  { error: msg('Invalid_value') },
)

function profileDetailsShape<E extends null | undefined>(empty: E) {
  return {
    tagline: requiredText('Tagline_required', TAGLINE_MAX_LENGTH, 'Tagline_max_90'),
    aboutMe: requiredText('About_me_required', ABOUT_ME_MAX_LENGTH, 'About_me_max_2000').min(
      ABOUT_ME_MIN_LENGTH,
      msg('About_me_min_100'),
    ),
    linkedInUrl: optionalLink((url) => LINK_PATTERNS.linkedInUrl.test(url), 'LinkedIn_url_invalid', empty),
    githubUrl: optionalLink((url) => LINK_PATTERNS.githubUrl.test(url), 'GitHub_url_invalid', empty),
    xingUrl: optionalLink((url) => LINK_PATTERNS.xingUrl.test(url), 'Xing_url_invalid', empty),
    personalWebsite: optionalLink((url) => websiteUrl.safeParse(url).success, 'Website_url_invalid', empty),
    videoUrl: optionalLink((url) => videoLink.safeParse(url).success, 'Video_url_invalid', empty),
    video: videoFileSchema.nullish().transform((video) => video ?? empty),
    publishIntroVideoConsent: z.boolean({ error: msg('Invalid_value') }).optional(),
  }
}

type Links = Partial<Record<(typeof LINK_FIELDS)[number], unknown>>
type VideoFields = { videoUrl?: unknown; video?: unknown; publishIntroVideoConsent?: unknown }

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== ''

/** Whether the details hold an intro video: an uploaded file or a video URL. */
export function hasIntroVideo(values: VideoFields): boolean {
  return filled(values.videoUrl) || (typeof values.video === 'object' && values.video !== null)
}

// The first link field carries the error, so the form shows it above the link inputs.
const oneLinkRequired: [(values: Links) => boolean, z.core.$ZodCustomParams] = [
  (values) => LINK_FIELDS.some((field) => filled(values[field])),
  { path: ['linkedInUrl'], error: msg('At_least_one_link_required'), when: whenObject },
]

const videoConsentGiven: [(values: VideoFields) => boolean, z.core.$ZodCustomParams] = [
  (values) => !hasIntroVideo(values) || values.publishIntroVideoConsent === true,
  { path: ['publishIntroVideoConsent'], error: msg('Publish_intro_video_consent_required'), when: whenObject },
]

/** Step 2 of the application: blank optional links and an absent video are left out of the result. */
export const profileDetailsSchema = z
  .object(profileDetailsShape(undefined), { error: msg('Invalid_request') })
  .refine(...oneLinkRequired)
  .refine(...videoConsentGiven)
  .transform(
    (values) => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as typeof values,
  )

/** The profile-details page: blank links and an absent video are sent as null, clearing them. */
export const profileDetailsUpdateSchema = z
  .object(profileDetailsShape(null), { error: msg('Invalid_request') })
  .refine(...oneLinkRequired)
  .refine(...videoConsentGiven)

export type ProfileDetailsInput = z.input<typeof profileDetailsSchema>
export type ProfileDetailsValues = z.output<typeof profileDetailsSchema>
export type ProfileDetailsUpdateValues = z.output<typeof profileDetailsUpdateSchema>

/** The video consents sent with the details: publishing the intro video, when there is one and it was agreed to. */
export function profileDetailsConsents(values: VideoFields): ConsentInput[] {
  if (!hasIntroVideo(values) || values.publishIntroVideoConsent !== true) return []
  return [
    { consentType: 'PUBLISH_INTRO_VIDEO', status: 'optin', version: currentConsentVersion('PUBLISH_INTRO_VIDEO') },
  ]
}
