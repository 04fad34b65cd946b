import type { ArrayFieldValidation, Field } from 'payload'

const place: Field[] = [
  { name: 'country', type: 'text', maxLength: 2 },
  { name: 'city', type: 'text', maxLength: 50 },
]
const period: Field[] = [
  { name: 'fromDate', type: 'text', required: true, admin: { description: 'yyyy-MM' } },
  { name: 'toDate', type: 'text', admin: { description: 'yyyy-MM or NOW' } },
]

/**
 * Work history and education: at most three entries each (spec §5). `validate` applies the rules of the
 * form that edits them, which differ between consultants and consultees.
 */
export const experienceFields = (validate: ArrayFieldValidation): Field[] => [
  {
    name: 'workingHistory',
    type: 'array',
    maxRows: 3,
    validate,
    fields: [
      { name: 'title', type: 'text', required: true, maxLength: 50 },
      { name: 'organization', type: 'text', required: true, maxLength: 50 },
      ...place,
      ...period,
      { name: 'myCurrentRole', type: 'checkbox', defaultValue: false },
      { name: 'description', type: 'textarea', maxLength: 1000 },
    ],
  },
  {
    name: 'educationBackgrounds',
    type: 'array',
    maxRows: 3,
    validate,
    fields: [
      { name: 'type', type: 'text', required: true },
      { name: 'fieldOfStudy', type: 'text', required: true, maxLength: 50 },
      { name: 'university', type: 'text', required: true, maxLength: 50 },
      ...place,
      ...period,
      { name: 'description', type: 'textarea', maxLength: 1000 },
    ],
  },
]
