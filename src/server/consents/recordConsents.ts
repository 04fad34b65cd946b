import type { PayloadRequest } from 'payload'

import { currentConsentsOf, type CurrentConsents } from './currentConsents'
import type { ConsentType } from '@/domain/consents'
import type { Locale } from '@/domain/locale'
import { legalTextIdsFor } from '@/server/content/legalTextsForConsents'
import { executeInRequest, sql } from '@/server/db/sql'

/** A decision as checked against the form's rules; `version` is the one the client named. */
export type ConsentDecision = { consentType: ConsentType; status: 'optin' | 'optout'; version: string }

type ConsentRow = { consentType: ConsentType; status: ConsentDecision['status']; version: string; textSnapshot: string }

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
  const rows: ConsentRow[] = decisions.map(({ consentType, status }) => {
    const consent = inForce.get(consentType)
    const textSnapshot = consent?.text(locale)
    if (!consent || !textSnapshot) throw new Error(`No text for ${consentType} in force`)
    return { consentType, status, version: consent.version, textSnapshot }
  })
  await executeInRequest(req, insertConsentsSql(userId, rows, locale, legalTexts))
}

function insertConsentsSql(
  userId: number,
  rows: readonly ConsentRow[],
  locale: Locale,
  legalTexts: ReadonlyMap<ConsentType, readonly number[]>,
) {
  const values = sql.join(
    rows.map(
      (row, index) => sql`(${index}::integer, ${row.consentType}::enum_consents_consent_type,
        ${row.status}::enum_consents_status, ${row.version}::varchar, ${row.textSnapshot}::varchar)`,
    ),
    sql`, `,
  )
  const insert = sql`INSERT INTO consents (user_id, consent_type, status, version, text_snapshot, locale)
    SELECT ${userId}::integer, consent_type, status, version, text_snapshot, ${locale}::enum_consents_locale
    FROM (VALUES ${values}) AS decision (position, consent_type, status, version, text_snapshot)
    ORDER BY position
    RETURNING id, consent_type`
  // The legal texts per consent type, in the order Payload keeps a hasMany relationship (1, 2, …).
  const links = [...new Set(rows.map((row) => row.consentType))].flatMap((type) =>
    (legalTexts.get(type) ?? []).map(
      (legalTextId, index) => sql`(${type}::enum_consents_consent_type,
      ${index + 1}::integer, ${legalTextId}::integer)`,
    ),
  )
  if (links.length === 0) return insert
  return sql`WITH inserted AS (${insert})
    INSERT INTO consents_rels (parent_id, path, "order", legal_texts_id)
    SELECT inserted.id, 'legalTexts', link.position, link.legal_text_id
    FROM inserted JOIN (VALUES ${sql.join(links, sql`, `)}) AS link (consent_type, position, legal_text_id)
      ON link.consent_type = inserted.consent_type`
}
