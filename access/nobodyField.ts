import type { FieldAccess } from 'payload'

/** Field-level: the value is set by the system (hooks with overrideAccess), never through an API. */
export const nobodyField: FieldAccess = () => false
