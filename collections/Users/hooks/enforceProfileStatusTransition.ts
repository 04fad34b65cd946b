import type { CollectionBeforeChangeHook } from 'payload'

import { illegalTransition } from '@/server/http/refusal'
import { profileMachineFor } from '@/domain/status'

/**
 * Every profileStatus change follows the transition table of the user's role, whoever asks
 * (REST, GraphQL, the admin panel or the Local API); anything else is a 409.
 */
export const enforceProfileStatusTransition: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc) return data
  const from = originalDoc.profileStatus
  const to = data.profileStatus ?? from
  if (from === to) return data
  const role = data.role ?? originalDoc.role
  const machine = profileMachineFor(role === 'CONSULTANT' ? 'CONSULTANT' : 'USER')
  if (!machine.canTransition(from, to)) throw illegalTransition('profileStatus', from, to)
  return data
}
