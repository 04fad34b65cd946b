import type { PayloadRequest } from 'payload'

import type { RowOf } from './rows'
import { runSql, sql } from '@/server/db/sql'
import type { Consent } from '@/payload-types'

export type NewConsent = RowOf<Consent, 'consentType' | 'status' | 'version' | 'textSnapshot'>

/**
 * Inserts one consent record per row, in order, for `userId` in `locale`, each linked to the legal texts
 * listed for its type (in the order Payload keeps a hasMany relationship: 1, 2, …): one statement in the
 * request's transaction. The collection has no hooks, and a booking records three of them on every request.
 */
export async function insertConsents(
  req: PayloadRequest,
  userId: number,
  rows: readonly NewConsent[],
  locale: NonNullable<Consent['locale']>,
  legalTexts: ReadonlyMap<Consent['consentType'], readonly number[]>,
): Promise<void> {
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
  const links = [...new Set(rows.map((row) => row.consentType))].flatMap((type) =>
    (legalTexts.get(type) ?? []).map(
      (legalTextId, index) => sql`(${type}::enum_consents_consent_type,
      ${index + 1}::integer, ${legalTextId}::integer)`,
    ),
  )
  await runSql(
    req,
    links.length === 0
      ? insert
      : sql`WITH inserted AS (${insert})
        INSERT INTO consents_rels (parent_id, path, "order", legal_texts_id)
        SELECT inserted.id, 'legalTexts', link.position, link.legal_text_id
        FROM inserted JOIN (VALUES ${sql.join(links, sql`, `)}) AS link (consent_type, position, legal_text_id)
          ON link.consent_type = inserted.consent_type`,
  )
}
