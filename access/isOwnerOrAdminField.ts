import type { FieldAccess } from 'payload'

import { hasRole } from './hasRole'

/**
 * Field-level read for personal data on documents with a `user` relationship: the owner and admins only,
 * not reviewers and not the public. Without a document (e.g. a `where` on the field) only admins pass.
 */
export const isOwnerOrAdminField: FieldAccess = ({ req, doc }) => {
  if (hasRole(req.user, 'ADMIN')) return true
  const owner = (doc as { user?: number | { id: number } } | undefined)?.user
  const ownerId = typeof owner === 'object' && owner ? owner.id : owner
  return !!req.user && ownerId !== undefined && ownerId === req.user.id
}
