import { json } from '../http'
import { applicationStepEndpoint } from './applicationStepEndpoint'
import { profileDetailsConsents, profileDetailsSchema } from '@/domain/schemas'
import { ownStoredUpload } from '@/server/uploads/ownUpload'

/** PUT /api/consultants/application/profile-details: step 2 of the application. */
export const saveProfileDetailsEndpoint = applicationStepEndpoint({
  path: '/consultants/application/profile-details',
  step: 2,
  schema: () => profileDetailsSchema,
  toSave: async (details, { locale, req, userId, t }) => {
    // An uploaded intro video must be the consultant's own, stored video.
    const upload = details.video ? await ownStoredUpload(req, details.video.awsFilePath, userId, 'video') : null
    if (details.video && !upload) {
      return json(400, {
        message: t('invalidInput'),
        errors: [{ path: 'video', message: 'Video_url_invalid' }],
      })
    }
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
        videoFileName: upload ? details.video!.name : null,
      },
      consents: { decisions: profileDetailsConsents(details), locale },
    }
  },
})
