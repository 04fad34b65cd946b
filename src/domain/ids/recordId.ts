/** Ids are PostgreSQL `integer` columns: anything above this cannot name a record. */
export const MAX_RECORD_ID = 2_147_483_647

/**
 * A record id from a path, query or body: a positive integer (or its decimal digits) no larger than
 * MAX_RECORD_ID, else null. Callers answer 400/404 for null instead of sending the value to the database.
 */
export function parseRecordId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 && value <= MAX_RECORD_ID ? value : null
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return null
  const id = Number(value)
  return id > 0 && id <= MAX_RECORD_ID ? id : null
}

/** A reference to a consultant as the public routes take it: a user id, or else a short id of any form. */
export function consultantRefOf(ref: string): { userId: number } | { shortId: string } | null {
  if (/^\d+$/.test(ref)) {
    const userId = parseRecordId(ref)
    return userId === null ? null : { userId }
  }
  return ref ? { shortId: ref } : null
}
