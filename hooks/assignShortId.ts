import crypto from 'node:crypto'

import type { FieldHook } from 'payload'

import { shortIdFromBytes } from '@/domain/ids'

export const newShortId = (): string => shortIdFromBytes(crypto.randomBytes(8))

/**
 * Field hook: gives a document a short, URL-safe id when it is created and keeps it forever after.
 * The unique index on the field is the final guard against a (very unlikely) collision.
 */
export const assignShortId: FieldHook = ({ operation, value, originalDoc, field }) => {
  if (operation === 'create') return typeof value === 'string' && value ? value : newShortId()
  const name = 'name' in field ? field.name : undefined
  const existing = name && originalDoc ? (originalDoc as Record<string, unknown>)[name] : undefined
  return typeof existing === 'string' && existing ? existing : (value ?? newShortId())
}
