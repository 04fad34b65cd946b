import type { Field } from 'payload'

/** The stable id other records store (e.g. 'career-services/cv-review'): set once, then read-only. */
export const keyField: Field = {
  name: 'key',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  maxLength: 120,
  validate: (value: unknown) =>
    (typeof value === 'string' && /^[a-z0-9]+(?:[-/][a-z0-9]+)*$/.test(value)) ||
    'Lower-case letters, digits, "-" and "/" only',
  access: { update: () => false },
  admin: {
    position: 'sidebar',
    description: {
      en: 'Stored on profiles; cannot change later.',
      de: 'Wird in Profilen gespeichert; später nicht änderbar.',
    },
  },
}
