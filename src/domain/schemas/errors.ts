import type { z } from 'zod'

/** One invalid field, as in the API's error body: a dotted path ('consents.0.version') and a message key. */
export type FieldError = { path: string; message: string }

export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }))
}
