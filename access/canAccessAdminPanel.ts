import type { PayloadRequest } from 'payload'

import { hasRole } from './hasRole'

/** Staff work in the admin panel; consultants and consultees never see it. */
export const canAccessAdminPanel = ({ req }: { req: PayloadRequest }): boolean =>
  hasRole(req.user, 'ADMIN', 'REVIEWER', 'EDITOR')
