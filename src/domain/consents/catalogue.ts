import type { Locale } from '../locale'
import { ACCOUNT_CONSENT_TEXTS } from './textsAccount'
import { CONSULTANT_CONSENT_TEXTS } from './textsConsultant'
import type { ConsentTextVersions, ConsentType, LocalizedText } from './types'

export const PRIVACY_TERMS_VERSION = '1.3'
export const DEFAULT_CONSENT_VERSION = '1.0'

export type ConsentDefinition = {
  type: ConsentType
  /** The version users are asked to accept now; older versions keep their wording for existing records. */
  version: string
  /** false: shown as plain text next to the action (e.g. "By booking, …") instead of an unticked box. */
  hasCheckbox: boolean
  /** true: an ongoing permission the user can withdraw at any time, as easily as it was given. */
  canRevoke: boolean
}

const P = PRIVACY_TERMS_VERSION
const D = DEFAULT_CONSENT_VERSION

// canRevoke is false for declarations and terms acceptances: they record a one-off fact, not an ongoing permission.
const DEFINITIONS: Record<ConsentType, Omit<ConsentDefinition, 'type'>> = {
  TERMS_PRIVACY_SIGNUP: { version: P, hasCheckbox: true, canRevoke: false },
  TERMS_PRIVACY_SIGNUP_WEBINAR: { version: P, hasCheckbox: false, canRevoke: false },
  PRIVACY_POLICY_TERMS: { version: P, hasCheckbox: true, canRevoke: false },
  MARKETING_CONSENT: { version: D, hasCheckbox: true, canRevoke: true },
  EMAIL_MARKETING: { version: D, hasCheckbox: true, canRevoke: true },
  MARKETING_WEBINAR_EMAILS: { version: D, hasCheckbox: true, canRevoke: true },
  REFERRAL_TRACKING: { version: D, hasCheckbox: true, canRevoke: true },
  REFERRAL_NOTIFICATION: { version: D, hasCheckbox: true, canRevoke: true },
  CONTACT_INFO_CONSENT: { version: D, hasCheckbox: true, canRevoke: true },
  CONSULTEE_B2B_DATA_CONSENT: { version: D, hasCheckbox: true, canRevoke: true },
  PUBLISH_INTRO_VIDEO: { version: D, hasCheckbox: true, canRevoke: true },
  BOOKING_TERMS: { version: D, hasCheckbox: false, canRevoke: false },
  BOOKING_TERMS_PAYMENT: { version: D, hasCheckbox: false, canRevoke: false },
  BOOKING_TERMS_AND_CANCELLATION: { version: D, hasCheckbox: true, canRevoke: false },
  WITHDRAWAL_PERIOD_WAIVER: { version: D, hasCheckbox: true, canRevoke: false },
  TAX_ID_CONSENT: { version: D, hasCheckbox: false, canRevoke: false },
  CONSULTANT_TERMS_AND_PROFILE_CONSENT: { version: D, hasCheckbox: true, canRevoke: false },
  DATA_PROCESSING: { version: D, hasCheckbox: true, canRevoke: false },
  DECLARATION_OF_ACCURACY: { version: D, hasCheckbox: true, canRevoke: false },
  DATA_PROCESSING_TRUTHFULNESS_PUBLICATION: { version: D, hasCheckbox: true, canRevoke: false },
  EMPLOYER_APPROVAL_AND_TAX_DECLARATION: { version: D, hasCheckbox: true, canRevoke: false },
  PROFILE_VERIFICATION_DOCS: { version: D, hasCheckbox: true, canRevoke: false },
  DOCUMENT_UPLOAD_CONSENT: { version: D, hasCheckbox: true, canRevoke: false },
  VIDEO_UPLOAD_CONSENT: { version: D, hasCheckbox: true, canRevoke: false },
}

const TEXTS: Record<ConsentType, ConsentTextVersions> = { ...ACCOUNT_CONSENT_TEXTS, ...CONSULTANT_CONSENT_TEXTS }

export function consentDefinition(type: ConsentType): ConsentDefinition {
  return { type, ...DEFINITIONS[type] }
}

export function currentConsentVersion(type: ConsentType): string {
  return DEFINITIONS[type].version
}

/** Every published version of a consent, oldest first. */
export function consentVersions(type: ConsentType): string[] {
  return Object.keys(TEXTS[type])
}

/** The wording of one version in one language, as stored in the record's text snapshot; null for an unknown version. */
export function consentText(type: ConsentType, version: string, locale: Locale): string | null {
  const versions = TEXTS[type]
  if (!Object.hasOwn(versions, version)) return null
  const text: LocalizedText | undefined = versions[version]
  return text?.[locale] ?? null
}
