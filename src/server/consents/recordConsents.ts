import type { PayloadRequest } from 'payload'

import { currentConsentsOf, type CurrentConsents } from './currentConsents'
import type { ConsentType } from '@/domain/consents'
import type { Locale } from '@/domain/locale'
import { legalTextIdsFor } from '@/server/content/legalTextsForConsents'

/** A decision as checked against the form's rules; `version` is the one the client named. */
export type ConsentDecision = { consentType: ConsentType; status: 'optin' | 'optout'; version: string }

/**
 * The one place consent records are written: one record per decision, always with the version in force
 * (the newest admin-published one, else the catalogue's) and the server's own text of it, so a fresh
 * decision never waits for renewal, plus the legal-text versions in force that the wording refers to.
 * `current` may be passed when the caller already read the versions in force (in the same transaction).
 */
export async function recordConsents(
  req: PayloadRequest,
  userId: number,
  decisions: readonly ConsentDecision[],
  locale: Locale,
  current?: CurrentConsents,
): Promise<void> {
  if (decisions.length === 0) return
  const types = decisions.map((d) => d.consentType)
  const inForce = current && types.every((type) => current.has(type)) ? current : await currentConsentsOf(req, types)
  const legalTexts = await legalTextIdsFor(req, types, new Date())
  for (const { consentType, status } of decisions) {
    const consent = inForce.get(consentType)
    const textSnapshot = consent?.text(locale)
    if (!consent || !textSnapshot) throw new Error(`No text for ${consentType} in force`)
    await req.payload.create({
      collection: 'consents',
      data: {
        user: userId,
        consentType,
        status,
        version: consent.version,
        textSnapshot,
        locale,
        legalTexts: legalTexts.get(consentType) ?? [],
      },
      req,
      overrideAccess: true,
    })
  }
}
