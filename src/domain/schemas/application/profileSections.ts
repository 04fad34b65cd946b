import { z } from 'zod'

import { msg } from '../messages'
import { DEFAULT_INDUSTRY_CHOICES, experienceSchemaAt, type IndustryChoices } from './experience'
import { personalInformationSchema } from './personalInformation'
import { profileDetailsUpdateSchema } from './profileDetails'
import { pricingSchema, servicesSchema, skillsSchema } from './skillsServices'

/** The consultant's profile pages that save through PATCH /api/consultants/profile/{section}. */
export const PROFILE_SECTIONS = [
  'personal-information',
  'profile-details',
  'experience',
  'services',
  'skills-services',
  'pricing',
] as const
export type ProfileSection = (typeof PROFILE_SECTIONS)[number]

export function isProfileSection(value: unknown): value is ProfileSection {
  return typeof value === 'string' && (PROFILE_SECTIONS as readonly string[]).includes(value)
}

const object = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: msg('Invalid_request') })

/** The update variant of each section's form at `now`: what its profile page sends. */
export function profileSectionSchemaAt(
  section: ProfileSection,
  now: Date,
  industries: IndustryChoices = DEFAULT_INDUSTRY_CHOICES,
) {
  switch (section) {
    case 'personal-information':
      return personalInformationSchema
    case 'profile-details':
      return profileDetailsUpdateSchema
    case 'experience':
      return experienceSchemaAt(now, industries)
    case 'services':
      return object({ services: servicesSchema })
    case 'skills-services':
      return object({ skills: skillsSchema, services: servicesSchema })
    case 'pricing':
      return pricingSchema
  }
}
