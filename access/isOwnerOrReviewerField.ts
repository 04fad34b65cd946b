import type { FieldAccess } from 'payload'

import { hasRole } from './hasRole'

/** Field-level read for documents with a `user` relationship: the owner, admins and reviewers. */
export const isOwnerOrReviewerField: FieldAccess = ({ req, doc }) => {
  if (hasRole(req.user, 'ADMIN', 'REVIEWER')) return true
  const owner = (doc as { user?: number | { id: number } } | undefined)?.user
  const ownerId = typeof owner === 'object' && owner ? owner.id : owner
  return !!req.user && ownerId === req.user.id
}
