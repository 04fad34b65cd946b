import type { Payload } from 'payload'

import { execute, sql } from './sql'
import { publicVersionSchemaSql } from '../cache/publicVersionSchema'
import { slotVersionSchemaSql } from '../cache/slotVersionSchema'
import { rateLimitSchemaSql } from '../rateLimit/schema'
import { searchSchemaSql } from '../search/searchSchema'

/**
 * A database made by schema push (`npm run dev`) lacks what only migrations write. The migrations
 * `booking`, `search_speed`, `public_version`, `rate_limits` and `slot_versions` hold the same objects; they are repeated
 * here because migrations stay as they were written. Nothing here is part of Payload's schema in a way the
 * next push would undo: the constraint is on a table push keeps, the search objects, the public and slot
 * versions and the rate-limit counters live outside the public schema (their triggers sit on tables push keeps).
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
  await execute(payload, slotVersionSchemaSql)
  await execute(payload, rateLimitSchemaSql)
}
