import type { Payload } from 'payload'

import { execute, sql } from './sql'

/**
 * A database made by schema push (`npm run dev`) lacks what only migrations write. The migration
 * `booking` holds the same constraint; it is repeated here because migrations stay as they were written.
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
}
