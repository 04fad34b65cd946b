import type { Access } from 'payload'

import { hasRole } from './hasRole'

/** For uploaded files (an `owner` relationship): admins reach all, a user only their own. */
export const isFileOwnerOrAdmin: Access = ({ req }) => {
  if (!req.user) return false
  if (hasRole(req.user, 'ADMIN')) return true
  return { owner: { equals: req.user.id } }
}
