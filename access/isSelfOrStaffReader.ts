import type { Access } from 'payload'

import { hasRole } from './hasRole'

/** Admins and reviewers (who judge applications) read all users; everyone else only themselves. */
export const isSelfOrStaffReader: Access = ({ req }) => {
  if (!req.user) return false
  if (hasRole(req.user, 'ADMIN', 'REVIEWER')) return true
  return { id: { equals: req.user.id } }
}
