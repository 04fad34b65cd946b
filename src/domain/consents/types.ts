import type { Locale } from '../locale'

/** Both consent listings of the spec; the second one renamed some types, so both sets of names are kept. */
export const CONSENT_TYPES = [
  'TERMS_PRIVACY_SIGNUP',
  'MARKETING_CONSENT',
  'DATA_PROCESSING',
  'DECLARATION_OF_ACCURACY',
  'CONSULTANT_TERMS_AND_PROFILE_CONSENT',
  'TAX_ID_CONSENT',
  'BOOKING_TERMS',
  'BOOKING_TERMS_PAYMENT',
  'REFERRAL_TRACKING',
  'REFERRAL_NOTIFICATION',
  'PROFILE_VERIFICATION_DOCS',
  'DOCUMENT_UPLOAD_CONSENT',
  'VIDEO_UPLOAD_CONSENT',
  'CONTACT_INFO_CONSENT',
  'EMPLOYER_APPROVAL_AND_TAX_DECLARATION',
  'DATA_PROCESSING_TRUTHFULNESS_PUBLICATION',
  'PUBLISH_INTRO_VIDEO',
  'WITHDRAWAL_PERIOD_WAIVER',
  'MARKETING_WEBINAR_EMAILS',
  'TERMS_PRIVACY_SIGNUP_WEBINAR',
  'CONSULTEE_B2B_DATA_CONSENT',
  'PRIVACY_POLICY_TERMS',
  'EMAIL_MARKETING',
  'BOOKING_TERMS_AND_CANCELLATION',
] as const

export type ConsentType = (typeof CONSENT_TYPES)[number]

export function isConsentType(value: unknown): value is ConsentType {
  return typeof value === 'string' && (CONSENT_TYPES as readonly string[]).includes(value)
}

export type LocalizedText = Readonly<Record<Locale, string>>

/** A consent as a form shows it: the version in force and its wording in the page's language. */
export type ShownConsent = { consentType: ConsentType; version: string; text: string }

/** The wording of each published version of one consent, keyed by version. */
export type ConsentTextVersions = Readonly<Record<string, LocalizedText>>
