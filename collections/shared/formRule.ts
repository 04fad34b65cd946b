import type { PayloadRequest, Validate } from 'payload'
import type { z } from 'zod'

import type { Locale } from '@/domain/locale'
import type { ValidationMessage } from '@/domain/schemas'
import { serverTranslator } from '@/server/i18n'

type Values = Record<string, unknown>

/** How a field's Payload validation borrows the rule of the app's form that edits it. */
export type FormRule = {
  /** The form's object schema; a factory, because some rules depend on the date or on the catalogue. */
  schema: (req: PayloadRequest) => z.ZodType | Promise<z.ZodType>
  /** The form's name for the field, when it differs from the field's own name. */
  key?: string
  /** The form's values from the stored sibling values (units or names that differ), when they differ. */
  formValues?: (siblings: Values) => Values
  /** Rules the form reports at a sibling that this field's change can break too (e.g. "at least one link"). */
  alsoMessages?: readonly ValidationMessage[]
  /** Also check the server's own writes (overrideAccess), for rules every stored value already meets. */
  always?: boolean
}

/** Empty as a form sees it: nothing, blank text or an empty list. */
export function isBlank(value: unknown): boolean {
  if (value == null) return true
  if (typeof value === 'string') return value.trim() === ''
  return Array.isArray(value) && value.length === 0
}

/** Stored nulls (empty cells, empty row fields) are absent values for a form. */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls)
  if (typeof value !== 'object' || value === null || value instanceof Date) return value
  const entries = Object.entries(value).filter(([, item]) => item !== null)
  return Object.fromEntries(entries.map(([key, item]) => [key, withoutNulls(item)]))
}

/** The form's values from stored ones: a null or blank text field is one left empty. */
export function formValuesOf(stored: Values): Values {
  const filled = Object.entries(stored).filter(([, value]) => !(typeof value === 'string' && value.trim() === ''))
  return withoutNulls(Object.fromEntries(filled)) as Values
}

const localeOf = (req: PayloadRequest | undefined): Locale => (req?.i18n?.language === 'de' ? 'de' : 'en')

/** A validation message in the language of the caller (the admin panel's, or the request's). */
export function validationText(req: PayloadRequest | undefined, message: ValidationMessage): string {
  return serverTranslator(localeOf(req), 'validation')(message)
}

/** A message key as text in the caller's language; a path below the field (a row, a cell) is named first. */
export function issueText(issue: z.core.$ZodIssue, locale: Locale): string {
  const t = serverTranslator(locale, 'validation')
  const key = issue.message as ValidationMessage
  const text = t.has(key) ? t(key) : issue.message
  return issue.path.length > 1 ? `${issue.path.map(String).join('.')}: ${text}` : text
}

/** The first problem the form's schema finds with this field (or a sibling rule it can break), else null. */
export async function formIssue(
  rule: FormRule,
  name: string,
  value: unknown,
  siblings: Values,
  req: PayloadRequest,
): Promise<z.core.$ZodIssue | null> {
  const stored = { ...siblings, [name]: value }
  const values = formValuesOf(rule.formValues ? rule.formValues(stored) : stored)
  const key = rule.key ?? name
  const result = await (await rule.schema(req)).safeParseAsync(values)
  if (result.success) return null
  const mine = (issue: z.core.$ZodIssue) =>
    issue.path[0] === key || (rule.alsoMessages ?? []).includes(issue.message as ValidationMessage)
  return result.error.issues.find(mine) ?? null
}

/**
 * Payload's validation of a field (`base`: the field type's own checks, kept for every write) plus the rule
 * of the app's form that edits it, for every write made for a user: REST, GraphQL, the admin panel and Local
 * API calls with overrideAccess: false. The server's own writes (overrideAccess: true) come after an endpoint
 * checked the same schema. A field the form asks in a later step may stay blank until it is first filled.
 */
export function withFormRule<V, F extends object>(
  base: Validate<V, unknown, unknown, F> | null,
  rule: FormRule,
): Validate<V, unknown, unknown, F> {
  return async (value, options) => {
    const own = base ? await base(value, options) : true
    if (own !== true) return own
    if (options.overrideAccess === true && !rule.always) return true
    if (isBlank(value) && isBlank(options.previousValue)) return true
    const name = String(options.path.at(-1))
    const issue = await formIssue(rule, name, value, options.siblingData as Values, options.req)
    return issue ? issueText(issue, localeOf(options.req)) : true
  }
}
