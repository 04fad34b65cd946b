import type { FieldAccess } from 'payload'

import { hasRole } from './hasRole'

/** Field-level: only an ADMIN may write this field. */
export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user, 'ADMIN')
