// What each consultant form stores: shared by the application steps and the profile pages.
import type { PayloadRequest } from 'payload'

import { ownStoredUpload } from '../uploads/ownUpload'
import type { ConsultantDataSave } from './writeConsultantData'
import { invalidInput } from '@/server/http/refusal'
import { toCents } from '@/domain/money'
import {
  profileDetailsConsents,
  uploadKeyOfUrl,
  type ExperienceValues,
  type PersonalInformationValues,
  type PricingValues,
  type ProfileDetailsUpdateValues,
  type SkillsServicesStepValues,
} from '@/domain/schemas'
import type { Locale } from '@/domain/locale'

export type FormContext = { req: PayloadRequest; userId: number; locale: Locale }
/** 400 for a value the schema accepts but the server refuses (someone else's upload), named at its field. */
const refusedField = (path: string, message: string) => invalidInput([{ path, message }])
type Profile = ConsultantDataSave['profile']
/** The details as either schema yields them: blank links are undefined (step) or null (profile page). */
type ProfileDetailsFields = {
  [K in keyof ProfileDetailsUpdateValues]?: ProfileDetailsUpdateValues[K] | undefined
} & Pick<ProfileDetailsUpdateValues, 'tagline' | 'aboutMe'>

export async function personalInformationData(
  info: PersonalInformationValues,
  { req, userId }: FormContext,
): Promise<ConsultantDataSave> {
  const imageUrl = [info.imageUrl, info.image].find((value): value is string => typeof value === 'string')
  // A picture uploaded to us must be the consultant's own.
  const key = uploadKeyOfUrl(imageUrl)
  if (key && !(await ownStoredUpload(req, key, userId, 'image'))) {
    throw refusedField('image', 'Invalid_image_url')
  }
  return {
    user: { firstName: info.firstName, lastName: info.lastName, ...(imageUrl ? { imageUrl } : {}) },
    profile: { country: info.country, city: info.city, languages: info.languages, gender: info.gender },
  }
}

/** Links and video; an absent link or video (undefined or null) clears what was stored. */
export async function profileDetailsData(
  details: ProfileDetailsFields,
  { req, userId, locale }: FormContext,
): Promise<ConsultantDataSave> {
  // An uploaded intro video must be the consultant's own, stored video.
  const upload = details.video ? await ownStoredUpload(req, details.video.awsFilePath, userId, 'video') : null
  if (details.video && !upload) throw refusedField('video', 'Video_url_invalid')
  return {
    profile: {
      tagline: details.tagline,
      aboutMe: details.aboutMe,
      linkedInUrl: details.linkedInUrl ?? null,
      githubUrl: details.githubUrl ?? null,
      xingUrl: details.xingUrl ?? null,
      personalWebsite: details.personalWebsite ?? null,
      videoUrl: details.videoUrl ?? null,
      videoKey: upload?.key ?? null,
      videoFileName: upload && details.video ? details.video.name : null,
    },
    consents: { decisions: profileDetailsConsents(details), locale },
  }
}

export const skillsData = (skills: string[]): Profile => ({ skills })

export const servicesData = (services: SkillsServicesStepValues['services']): Profile => ({
  services: services.map(({ serviceId, title, description, category }) => ({
    serviceId,
    title,
    description,
    category,
  })),
})

export const pricingData = (pricing: PricingValues): Profile => ({
  pricing30Min: toCents(pricing.pricing30Min),
  pricing60Min: toCents(pricing.pricing60Min),
  pricingTrial: toCents(pricing.pricingTrial),
})

export const experienceData = (experience: ExperienceValues): Profile => ({
  industry: experience.industry,
  major: experience.major,
  yearsOfExperience: experience.yearsOfExperience,
  workingHistory: experience.workingHistory,
  educationBackgrounds: experience.educationBackgrounds,
})
