import { z } from 'zod'

import { nameSchema } from '../fields'
import { msg } from '../messages'
import { citySchema, countrySchema, httpUrl, whenObject } from './shared'
import { uploadKeyOfUrl } from './uploadContent'

export const GENDERS = ['MALE', 'FEMALE', 'OTHER', 'PREFER_NOT_TO_SAY'] as const
export type Gender = (typeof GENDERS)[number]

export const LANGUAGES_MAX = 5
export const LANGUAGE_MAX_LENGTH = 50
export const MOTIVATION_MIN_LENGTH = 250
export const MOTIVATION_MAX_LENGTH = 2000
export const REFERRAL_SOURCE_MAX_LENGTH = 100

export const genderSchema = z.enum(GENDERS, { error: msg('Gender_required') })

/** 1 to 5 languages, each named once (compared case-insensitively); duplicates are reported where they repeat. */
export const languagesSchema = z
  .array(
    z
      .string({ error: msg('Language_invalid') })
      .trim()
      .min(1, msg('Language_invalid'))
      .max(LANGUAGE_MAX_LENGTH, msg('Language_invalid')),
    { error: msg('Languages_min_1') },
  )
  .min(1, msg('Languages_min_1'))
  .max(LANGUAGES_MAX, msg('Languages_max_5'))
  .superRefine((languages, ctx) => {
    const seen = new Set<string>()
    languages.forEach((language, index) => {
      const key = language.toLowerCase()
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: msg('Languages_duplicate'), path: [index] })
      seen.add(key)
    })
  })

const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob

/** A picture URL: one of our own uploads (`/api/uploads/file/<key>`) or an http(s) URL. */
export const imageUrlSchema = z.union(
  [z.string().refine((url) => uploadKeyOfUrl(url) !== null), httpUrl('Invalid_image_url')],
  { error: msg('Invalid_image_url') },
)

/** A picked (cropped) image file, or the URL of the one already uploaded. */
export const imageSchema = z.union([z.custom<Blob>(isBlob), imageUrlSchema], { error: msg('Invalid_image_url') })

const personalInformationObject = z.object(
  {
    image: imageSchema.nullish(),
    imageUrl: imageUrlSchema.nullish(),
    firstName: nameSchema,
    lastName: nameSchema,
    country: countrySchema,
    city: citySchema,
    languages: languagesSchema,
    gender: genderSchema,
  },
  { error: msg('Invalid_request') },
)

// A picture is required: a newly picked file or the URL of the one uploaded before.
const hasImage: [(value: { image?: unknown; imageUrl?: unknown }) => boolean, z.core.$ZodCustomParams] = [
  (value) => value.image != null || value.imageUrl != null,
  { path: ['image'], error: msg('Image_required'), when: whenObject },
]

/** The personal-information profile page: no application data. */
export const personalInformationSchema = personalInformationObject.refine(...hasImage)

export type PersonalInformationInput = z.input<typeof personalInformationSchema>
export type PersonalInformationValues = z.output<typeof personalInformationSchema>

/** Asked only in the application stepper, and sent as `applicationData`. */
export const applicationDataSchema = z.object(
  {
    motivation: z
      .string({ error: msg('Motivation_required') })
      .trim()
      .min(1, { error: msg('Motivation_required'), abort: true })
      .min(MOTIVATION_MIN_LENGTH, msg('Motivation_min_250'))
      .max(MOTIVATION_MAX_LENGTH, msg('Motivation_max_2000')),
    referralSource: z
      .string({ error: msg('Referral_source_required') })
      .trim()
      .min(1, { error: msg('Referral_source_required'), abort: true })
      .max(REFERRAL_SOURCE_MAX_LENGTH, msg('Invalid_value')),
  },
  { error: msg('Invalid_request') },
)

/** Step 1 of the application: the personal information plus the application data. */
export const personalInformationStepSchema = personalInformationObject
  .extend({ applicationData: applicationDataSchema })
  .refine(...hasImage)

export type PersonalInformationStepInput = z.input<typeof personalInformationStepSchema>
export type PersonalInformationStepValues = z.output<typeof personalInformationStepSchema>

/** The step-1 submission body: the personal information and the application data apart. */
export function personalInformationRequestFromStep(values: PersonalInformationStepValues) {
  const { applicationData, ...personalInformation } = values
  return { personalInformation, applicationData }
}
