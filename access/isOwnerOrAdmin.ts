import type { Access } from 'payload'

import { hasRole } from './hasRole'

/** For documents with a `user` relationship: admins reach all, a user only the ones that point at them. */
export const isOwnerOrAdmin: Access = ({ req }) => {
  if (!req.user) return false
  if (hasRole(req.user, 'ADMIN')) return true
  return { user: { equals: req.user.id } }
}
