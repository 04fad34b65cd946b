import type { Access } from 'payload'

import { hasRole } from './hasRole'

/** Admins reach every user document; anyone else only their own. */
export const isSelfOrAdmin: Access = ({ req }) => {
  if (!req.user) return false
  if (hasRole(req.user, 'ADMIN')) return true
  return { id: { equals: req.user.id } }
}
