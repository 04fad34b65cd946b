/** A timestamp as node-postgres hands it back (Date or string), as an ISO string. */
export const isoOf = (value: unknown): string => new Date(value as string | Date).toISOString()
