import type { Access, Where } from 'payload'

import { hasRole } from './hasRole'

/** For consultations: admins reach all; a user only the ones they booked or are booked for. */
export const isParticipantOrAdmin: Access = ({ req }) => {
  if (!req.user) return false
  if (hasRole(req.user, 'ADMIN')) return true
  const participant: Where[] = [{ user: { equals: req.user.id } }, { consultant: { equals: req.user.id } }]
  return { or: participant }
}
