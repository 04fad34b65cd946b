import type { PayloadRequest } from 'payload'

import { currentConsentsOf, type CurrentConsents } from './currentConsents'
import type { ConsentType } from '@/domain/consents'
import type { Locale } from '@/domain/locale'
import { legalTextIdsFor } from '@/server/content/legalTextsForConsents'
import { insertConsents, type NewConsent } from '@/server/queries/consents'

/** A decision as checked against the form's rules; `version` is the one the client named. */
export type ConsentDecision = { consentType: ConsentType; status: 'optin' | 'optout'; version: string }

/**
 * The one place consent records are written: one record per decision, always with the version in force
 * (the newest admin-published one, else the catalogue's) and the server's own text of it, so a fresh
 * decision never waits for renewal, plus the legal-text versions in force that the wording refers to.
 * `current` may be passed when the caller already read the versions in force (in the same transaction).
 * All records and their legal-text links are written by one statement in the request's transaction: the
 * collection has no hooks, and a booking records three of them on every request.
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
  const rows: NewConsent[] = decisions.map(({ consentType, status }) => {
    const consent = inForce.get(consentType)
    const textSnapshot = consent?.text(locale)
    if (!consent || !textSnapshot) throw new Error(`No text for ${consentType} in force`)
    return { consentType, status, version: consent.version, textSnapshot }
  })
  await insertConsents(req, userId, rows, locale, legalTexts)
}
