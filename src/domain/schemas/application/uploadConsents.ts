import { CONSENT_CONTEXTS, currentConsentVersion, type ConsentContext, type ConsentInput } from '../../consents'
import type { UploadContext } from './uploadContent'

/** The consent context an upload of each kind needs; a profile picture needs none. */
export const UPLOAD_CONSENT_CONTEXTS: Readonly<Record<UploadContext, ConsentContext | null>> = {
  image: null,
  document: 'DOCUMENT_UPLOAD',
  cv: 'CV_UPLOAD',
  video: 'VIDEO_UPLOAD',
}

/** The consents an upload of `context` must carry, in the order the widget shows their boxes. */
export function uploadConsentTypes(context: UploadContext) {
  const consentContext = UPLOAD_CONSENT_CONTEXTS[context]
  return consentContext ? CONSENT_CONTEXTS[consentContext].required : []
}

/** The opt-ins of the ticked boxes of an upload widget, in the catalogue's version its labels show. */
export function uploadConsents(context: UploadContext): ConsentInput[] {
  return uploadConsentTypes(context).map((consentType) => ({
    consentType,
    status: 'optin',
    version: currentConsentVersion(consentType),
  }))
}
