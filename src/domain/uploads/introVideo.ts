import { UPLOAD_KEY_PATTERN, UPLOADED_FILE_PATH_PREFIX } from '../schemas/application/uploadContent'

export type IntroVideoSource = { videoKey?: string | null; videoUrl?: string | null }

/**
 * The URL of a consultant's intro video: the uploaded file where it is served (as the public profile
 * serves it), else the video link they gave, else null.
 */
export function introVideoUrl(profile: IntroVideoSource | null | undefined): string | null {
  const key = profile?.videoKey?.trim()
  if (key && UPLOAD_KEY_PATTERN.test(key)) return `${UPLOADED_FILE_PATH_PREFIX}${key}`
  const link = profile?.videoUrl?.trim()
  return link ? link : null
}
