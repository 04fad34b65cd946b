import type { Access } from 'payload'

import { hasRole } from './hasRole'

/** For documents with a `consultant` relationship: admins reach all, a consultant only their own. */
export const isConsultantOwnerOrAdmin: Access = ({ req }) => {
  if (!req.user) return false
  if (hasRole(req.user, 'ADMIN')) return true
  return { consultant: { equals: req.user.id } }
}
