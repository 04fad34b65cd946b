import type { Access } from 'payload'

import { hasRole } from './hasRole'

/** For documents with a `user` relationship: editors and admins read all, a user only their own. */
export const isOwnerOrEditorReader: Access = ({ req }) => {
  if (!req.user) return false
  if (hasRole(req.user, 'ADMIN', 'EDITOR')) return true
  return { user: { equals: req.user.id } }
}
