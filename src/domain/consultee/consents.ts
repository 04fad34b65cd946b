import {
  isAcceptedVersion,
  type ConsentInput,
  type ConsentRecordInput,
  type VersionsInForce,
} from '../consents/submission'
import type { ConsentType } from '../consents/types'
import type { FieldError } from '../schemas/errors'
import { msg } from '../schemas/messages'

/** Consents a consultee may give or withdraw from the profile and the onboarding; none is required there. */
export const CONSULTEE_PROFILE_CONSENTS: readonly ConsentType[] = [
  'CONSULTEE_B2B_DATA_CONSENT',
  'MARKETING_CONSENT',
  'EMAIL_MARKETING',
  'REFERRAL_TRACKING',
  'REFERRAL_NOTIFICATION',
  'CONTACT_INFO_CONSENT',
]

export type ConsulteeConsentCheck = { ok: true; records: ConsentRecordInput[] } | { ok: false; errors: FieldError[] }

/** Only the profile's own consents, each in the catalogue's version or the one in force; a list without duplicates is assumed. */
export function checkConsulteeConsents(
  consents: readonly ConsentInput[],
  inForce: VersionsInForce = {},
): ConsulteeConsentCheck {
  const errors: FieldError[] = []
  for (const { consentType, version } of consents) {
    const path = `consents.${consentType}`
    if (!CONSULTEE_PROFILE_CONSENTS.includes(consentType)) errors.push({ path, message: msg('Consent_not_allowed') })
    else if (!isAcceptedVersion(consentType, version, inForce)) {
      errors.push({ path, message: msg('Consent_version_outdated') })
    }
  }
  if (errors.length > 0) return { ok: false, errors }
  return { ok: true, records: consents.map(({ consentType, status, version }) => ({ consentType, status, version })) }
}
