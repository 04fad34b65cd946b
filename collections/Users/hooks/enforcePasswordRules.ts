import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

import { passwordSchema } from '@/domain/schemas'
import { serverTranslator } from '@/server/i18n'

/**
 * Every password that is set, through our endpoints, Payload's own routes or the admin panel, follows
 * the spec's rules (Payload itself only asks for a minimum length).
 */
export const enforcePasswordRules: CollectionBeforeValidateHook = ({ data, req }) => {
  const password = data?.password
  if (typeof password !== 'string') return data
  const parsed = passwordSchema.safeParse(password)
  if (parsed.success) return data
  const t = serverTranslator('en', 'validation')
  const key = parsed.error.issues[0]?.message ?? 'Invalid_value'
  throw new ValidationError({
    collection: 'users',
    errors: [{ path: 'password', message: t.has(key as never) ? t(key as never) : key }],
    req,
  })
}
