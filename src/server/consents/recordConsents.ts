import type { PayloadRequest } from 'payload'

import { consentText, type ConsentType } from '@/domain/consents'
import type { Locale } from '@/domain/locale'
import { legalTextIdsFor } from '@/server/content/legalTextsForConsents'

export type ConsentDecision = { consentType: ConsentType; status: 'optin' | 'optout'; version: string }

/**
 * Appends one consent record per decision, with the server's own text of that version as shown and the
 * legal-text versions in force that the wording refers to.
 */
export async function recordConsents(
  req: PayloadRequest,
  userId: number,
  decisions: ConsentDecision[],
  locale: Locale,
): Promise<void> {
  const legalTexts = await legalTextIdsFor(
    req,
    decisions.map((d) => d.consentType),
    new Date(),
  )
  for (const decision of decisions) {
    const textSnapshot = consentText(decision.consentType, decision.version, locale)
    if (!textSnapshot) throw new Error(`No text for ${decision.consentType} v${decision.version}`)
    await req.payload.create({
      collection: 'consents',
      data: { user: userId, ...decision, textSnapshot, locale, legalTexts: legalTexts.get(decision.consentType) ?? [] },
      req,
      overrideAccess: true,
    })
  }
}
