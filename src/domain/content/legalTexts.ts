import type { ConsentType } from '../consents'

export const LEGAL_TEXT_KINDS = ['terms-of-use', 'privacy-policy', 'consultant-policy', 'terms'] as const
export type LegalTextKind = (typeof LEGAL_TEXT_KINDS)[number]

export function isLegalTextKind(value: unknown): value is LegalTextKind {
  return typeof value === 'string' && (LEGAL_TEXT_KINDS as readonly string[]).includes(value)
}

/**
 * The legal documents a consent's wording refers to ("I accept the terms of use and the privacy policy"):
 * a consent record keeps the versions of these documents that were in force when it was given.
 */
const REFERENCED: Partial<Record<ConsentType, readonly LegalTextKind[]>> = {
  TERMS_PRIVACY_SIGNUP: ['terms-of-use', 'privacy-policy'],
  TERMS_PRIVACY_SIGNUP_WEBINAR: ['terms-of-use', 'privacy-policy'],
  PRIVACY_POLICY_TERMS: ['terms-of-use', 'privacy-policy'],
  CONSULTANT_TERMS_AND_PROFILE_CONSENT: ['consultant-policy'],
  BOOKING_TERMS: ['terms'],
  BOOKING_TERMS_PAYMENT: ['terms'],
  BOOKING_TERMS_AND_CANCELLATION: ['terms'],
  WITHDRAWAL_PERIOD_WAIVER: ['terms'],
}

export function legalTextsReferencedBy(type: ConsentType): readonly LegalTextKind[] {
  return REFERENCED[type] ?? []
}

export type LegalTextVersion = { id: number; kind: LegalTextKind; version: string; effectiveDate: string }

/** The version of each kind in force at `now`: the latest effective date not after now. */
export function legalTextsInForce<T extends LegalTextVersion>(
  versions: readonly T[],
  now: Date,
): Map<LegalTextKind, T> {
  const inForce = new Map<LegalTextKind, T>()
  for (const version of versions) {
    if (new Date(version.effectiveDate).getTime() > now.getTime()) continue
    const current = inForce.get(version.kind)
    if (!current || new Date(version.effectiveDate) > new Date(current.effectiveDate))
      inForce.set(version.kind, version)
  }
  return inForce
}
