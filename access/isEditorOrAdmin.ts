import type { Access } from 'payload'

import { hasRole } from './hasRole'

/** Editorial content (blog, help center, pages, legal texts): editors and admins write it. */
export const isEditorOrAdmin: Access = ({ req }) => hasRole(req.user, 'ADMIN', 'EDITOR')
