export {
  DEFAULT_CONSENT_VERSION,
  PRIVACY_TERMS_VERSION,
  consentDefinition,
  consentText,
  consentVersions,
  currentConsentVersion,
  type ConsentDefinition,
} from './catalogue'
export {
  BOOKING_CONSENT_TYPES,
  CONSENT_CONTEXTS,
  CONSENT_STATUSES,
  MAX_CONSENTS,
  checkConsents,
  isAcceptedVersion,
  consentInputSchema,
  consentListSchema,
  type ConsentCheck,
  type ConsentContext,
  type ConsentContextRule,
  type ConsentInput,
  type ConsentRecordInput,
  type ConsentStatus,
  type VersionsInForce,
} from './submission'
export {
  CONSENT_TYPES,
  isConsentType,
  type ConsentTextVersions,
  type ConsentType,
  type LocalizedText,
  type ShownConsent,
} from './types'
