import { applicationStepEndpoint } from './applicationStepEndpoint'
import { profileDetailsConsents, profileDetailsSchema } from '@/domain/schemas'

/** PUT /api/consultants/application/profile-details: step 2 of the application. */
export const saveProfileDetailsEndpoint = applicationStepEndpoint({
  path: '/consultants/application/profile-details',
  step: 2,
  schema: () => profileDetailsSchema,
  toSave: (details, { locale }) => ({
    profile: {
      tagline: details.tagline,
      aboutMe: details.aboutMe,
      linkedInUrl: details.linkedInUrl ?? null,
      githubUrl: details.githubUrl ?? null,
      xingUrl: details.xingUrl ?? null,
      personalWebsite: details.personalWebsite ?? null,
      videoUrl: details.videoUrl ?? null,
    },
    consents: { decisions: profileDetailsConsents(details), locale },
  }),
})
