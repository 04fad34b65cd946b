import type { TextFieldManyValidation } from 'payload'
import { array, number, text, textarea } from 'payload/shared'

import { withFormRule, type FormRule } from '../shared/formRule'
import { ownedUploadCheck } from '../shared/ownedUpload'
import { careerPreferencesSchema, consulteeUpdateSchemaAt } from '@/domain/consultee'
import { CV_UPLOAD_CONTEXTS } from '@/domain/schemas'

// Each field of a consultee profile checked with the rules of PATCH /api/consultees/update, which the
// profile pages and the onboarding send: every answer optional, each checked when given.

const profile: FormRule = { schema: () => consulteeUpdateSchemaAt(new Date()) }
const preferences: FormRule = { schema: () => careerPreferencesSchema }

export const consulteeFieldRules = {
  country: withFormRule(text, profile),
  industry: withFormRule(text, profile),
  major: withFormRule(text, profile),
  aboutMe: withFormRule(textarea, profile),
  /** Work history, education and skills. */
  list: withFormRule(array, profile),
}

/** The career preferences group: its fields are checked together, as the form sends them. */
export const careerPreferenceRules = {
  text: withFormRule(text, preferences),
  textarea: withFormRule(textarea, preferences),
  number: withFormRule(number, preferences),
  list: withFormRule(text as TextFieldManyValidation, preferences),
}

const cvFormat = withFormRule(text, preferences)

/** A CV is one of the consultee's own stored documents, as PATCH /api/consultees/update demands. */
export const cvKeyRule: typeof cvFormat = async (value, options) => {
  const format = await cvFormat(value, options)
  if (format !== true || typeof value !== 'string' || value === '') return format
  return ownedUploadCheck(
    value,
    (options.data as { user?: unknown }).user,
    CV_UPLOAD_CONTEXTS,
    'Cv_invalid',
    options,
    value,
  )
}
