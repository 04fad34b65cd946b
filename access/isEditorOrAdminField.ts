import type { FieldAccess } from 'payload'

import { hasRole } from './hasRole'

/** Field-level: editors and admins, who run the editorial content; never the public or other staff. */
export const isEditorOrAdminField: FieldAccess = ({ req }) => hasRole(req.user, 'ADMIN', 'EDITOR')
