import type { Access, Where } from 'payload'

import { hasRole } from './hasRole'

const published: Where = { published: { equals: true } }

/** Published consultant profiles are public; owners see their own draft; admins and reviewers see all. */
export const publishedOrOwnerOrReviewer: Access = ({ req }) => {
  if (hasRole(req.user, 'ADMIN', 'REVIEWER')) return true
  if (!req.user) return published
  return { or: [published, { user: { equals: req.user.id } }] }
}
