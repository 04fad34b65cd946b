import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The counters of the rate limits, shared by every app instance (src/server/rateLimit): one row per rule
// and hashed subject with the hits of its open window and when that window ends; each hit is one
// INSERT … ON CONFLICT DO UPDATE on it. Their own schema keeps them out of Payload's, which a schema push
// would otherwise drop. The index serves the sweep of ended windows.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE SCHEMA IF NOT EXISTS rate_limit;
  CREATE TABLE IF NOT EXISTS rate_limit.counters (
    key text PRIMARY KEY,
    hits integer NOT NULL,
    reset_at timestamptz NOT NULL
  );
  CREATE INDEX IF NOT EXISTS counters_reset_at_idx ON rate_limit.counters (reset_at);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP SCHEMA rate_limit CASCADE;`)
}
