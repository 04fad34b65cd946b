import type { InquiryRole } from './sides'

export type Caller = { id: number; role: string }

/**
 * Whether the caller may act as the role and ids they named. A consultee acts only as `userId` with role
 * USER, a consultant only as `consultantId` with role CONSULTANT; nobody talks to themselves.
 */
export function actsAsThemselves(
  caller: Caller,
  claim: { role: InquiryRole; userId: number; consultantId: number },
): boolean {
  if (claim.userId === claim.consultantId) return false
  if (caller.role !== claim.role) return false
  return claim.role === 'USER' ? caller.id === claim.userId : caller.id === claim.consultantId
}

/** The list filters `id` and `role`, when sent, must name the caller. */
export function listsOwnConversations(caller: Caller, query: { id?: number; role?: InquiryRole }): boolean {
  if (caller.role !== 'USER' && caller.role !== 'CONSULTANT') return false
  if (query.role !== undefined && query.role !== caller.role) return false
  return query.id === undefined || query.id === caller.id
}
