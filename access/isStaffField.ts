import type { FieldAccess } from 'payload'

import { hasRole } from './hasRole'

/** Field-level: staff (admins, reviewers, editors), who work in the admin panel. */
export const isStaffField: FieldAccess = ({ req }) => hasRole(req.user, 'ADMIN', 'REVIEWER', 'EDITOR')
