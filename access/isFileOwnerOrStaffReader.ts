import type { Access } from 'payload'

import { hasRole } from './hasRole'

/** For uploaded files (an `owner` relationship): admins and reviewers read all, a user only their own. */
export const isFileOwnerOrStaffReader: Access = ({ req }) => {
  if (!req.user) return false
  if (hasRole(req.user, 'ADMIN', 'REVIEWER')) return true
  return { owner: { equals: req.user.id } }
}
