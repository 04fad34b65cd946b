import type { Access, Where } from 'payload'

import { hasRole } from './hasRole'

const published: Where = { _status: { equals: 'published' } }

/** Published content is public; drafts are read by editors and admins only. */
export const publishedOrEditor: Access = ({ req }) => (hasRole(req.user, 'ADMIN', 'EDITOR') ? true : published)
