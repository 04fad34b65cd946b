import type { CollectionBeforeChangeHook } from 'payload'

import { illegalTransition } from '@/server/http/refusal'
import { consultationStatusMachine, paymentStatusMachine, type StateMachine } from '@/domain/status'

function refuseIllegal<S extends string>(machine: StateMachine<S>, from: unknown, to: unknown, field: string) {
  if (from == null || to == null || from === to) return
  if (!machine.isState(from) || !machine.isState(to) || !machine.canTransition(from, to)) {
    throw illegalTransition(field, from, to)
  }
}

/**
 * The consultation status and its payment status follow their transition tables, whoever asks
 * (REST, GraphQL, the admin panel or the Local API); anything else is a 409.
 */
export const enforceStatusTransitions: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc) return data
  refuseIllegal(consultationStatusMachine, originalDoc.status, data.status, 'status')
  refuseIllegal(paymentStatusMachine, originalDoc.payment?.status, data.payment?.status, 'payment.status')
  return data
}
