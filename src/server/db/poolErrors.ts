import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * When Postgres restarts, every idle pooled connection fails and the pool emits 'error'; with nobody
 * listening, Node ends the process. Logged instead: the pool drops the connection and opens a new one.
 */
export function survivePoolErrors(payload: Payload): void {
  const { pool } = payload.db as unknown as PostgresAdapter
  pool?.on('error', (error) => {
    payload.logger.warn({ reason: error.message }, 'database: an idle connection was lost')
  })
}
