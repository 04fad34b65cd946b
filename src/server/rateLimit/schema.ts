import type { SQL } from '@payloadcms/db-postgres/drizzle'

import { sql } from '../db/sql'

/**
 * The counters of the rate limits (migration rate_limits), written so that it can run again: for a
 * database made by schema push. Its own schema keeps it out of Payload's, which a push would drop.
 */
export const rateLimitSchemaSql: SQL = sql`
  CREATE SCHEMA IF NOT EXISTS rate_limit;
  CREATE TABLE IF NOT EXISTS rate_limit.counters (
    key text PRIMARY KEY,
    hits integer NOT NULL,
    reset_at timestamptz NOT NULL
  );
  CREATE INDEX IF NOT EXISTS counters_reset_at_idx ON rate_limit.counters (reset_at);`
