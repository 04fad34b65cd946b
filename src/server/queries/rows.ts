import { sql, type SQL } from '@/server/db/sql'

/** A relationship as its column holds it: the related document's id. */
type IdOf<Value> = Value extends { id: infer Id } ? Id : Value

/**
 * The fields `Field` of a collection's document `Doc` (from payload-types) as one SQL row holds them: every
 * picked field present (null when empty), relationships as ids. Queries select snake_case columns
 * `AS "camelName"`, so a row is a piece of the document Payload would answer.
 */
export type RowOf<Doc, Field extends keyof Doc> = { [Key in Field]-?: IdOf<Exclude<Doc[Key], undefined>> }

/** A timestamptz column as the ISO string Payload answers (timestamps are kept to the millisecond). */
export const isoTime = (column: SQL): SQL => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
