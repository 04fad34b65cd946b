import type { Payload } from 'payload'

import { execute, sql } from './sql'
import { publicVersionSchemaSql } from '../cache/publicVersionSchema'
import { searchSchemaSql } from '../search/searchSchema'

/**
 * A database made by schema push (`npm run dev`) lacks what only migrations write. The migrations
 * `booking`, `search_speed` and `public_version` hold the same objects; they are repeated here because
 * migrations stay as they were written. Nothing here is part of Payload's schema in a way the next push
 * would undo: the constraint is on a table push keeps, the search objects and the public version live
 * outside the public schema.
 */
export async function addPushedSchemaExtras(payload: Payload): Promise<void> {
  await execute(
    payload,
    sql`
    CREATE EXTENSION IF NOT EXISTS btree_gist;
    DO $$ BEGIN
      IF to_regclass('consultations') IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'consultations_no_overlap') THEN
        ALTER TABLE "consultations" ADD CONSTRAINT "consultations_no_overlap" EXCLUDE USING gist (
          "consultant_id" WITH =,
          tstzrange("starts_at", "ends_at", '[)') WITH &&
        ) WHERE ("status" IN ('HELD', 'UPCOMING_PENDING', 'UPCOMING_CONFIRMED'));
      END IF;
    END $$;`,
  )
  await execute(payload, searchSchemaSql)
  await execute(payload, publicVersionSchemaSql)
}
