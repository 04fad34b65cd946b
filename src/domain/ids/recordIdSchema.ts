import { z } from 'zod'

import { parseRecordId } from './recordId'

/**
 * A record id in a request body or query, as a number or a string of digits, within PostgreSQL's integer
 * range (parseRecordId); `error` is the caller's message key.
 */
export function recordIdSchema(error: string) {
  return z.union([z.number(), z.string()], { error }).transform((value, context) => {
    const id = parseRecordId(value)
    if (id === null) {
      context.addIssue({ code: 'custom', message: error })
      return z.NEVER
    }
    return id
  })
}
