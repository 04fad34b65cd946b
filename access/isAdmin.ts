import type { Access } from 'payload'

import { hasRole } from './hasRole'

export const isAdmin: Access = ({ req }) => hasRole(req.user, 'ADMIN')
