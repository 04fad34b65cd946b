import { sql } from '../db/sql'
import type { Side } from '@/domain/inquiries'

/** A per-side column of `conversations` (user_unread, consultant_archived, …); `side` is never user input. */
export const sideColumn = (side: Side, column: 'id' | 'archived' | 'unread' | 'last_read_at' | 'emailed_at') =>
  sql.raw(`"${side}_${column}"`)

/** A timestamp as node-postgres hands it back (Date or string), as an ISO string. */
export const isoOf = (value: unknown): string => new Date(value as string | Date).toISOString()
