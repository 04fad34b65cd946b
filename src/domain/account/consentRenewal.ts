import type { ConsentType } from '../consents/types'
import { legalTextsReferencedBy, type LegalTextKind } from '../content/legalTexts'

/** One row of the consents center, as far as asking again is concerned. */
export type RenewalCandidate = {
  consentType: ConsentType
  canRevoke: boolean
  needsRenewal: boolean
  currentVersion: string
  currentText: string | null
}

/** A consent the user is asked to agree to again, in the version published since they agreed. */
export type RenewalPrompt = {
  consentType: ConsentType
  version: string
  text: string
  /** A terms acceptance cannot be declined: without it the account cannot be used (the user may log out). */
  required: boolean
  legalTexts: readonly LegalTextKind[]
}

/** The consents to ask about again, the ones that cannot be declined first. */
export function renewalPrompts(candidates: readonly RenewalCandidate[]): RenewalPrompt[] {
  return candidates
    .filter((row) => row.needsRenewal)
    .map((row) => ({
      consentType: row.consentType,
      version: row.currentVersion,
      text: row.currentText ?? '',
      required: !row.canRevoke,
      legalTexts: legalTextsReferencedBy(row.consentType),
    }))
    .sort((a, b) => Number(b.required) - Number(a.required))
}
