import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { consultationStatusMachine, paymentStatusMachine, type StateMachine } from '@/domain/status'

function refuseIllegal<S extends string>(machine: StateMachine<S>, from: unknown, to: unknown, field: string) {
  if (from == null || to == null || from === to) return
  if (!machine.isState(from) || !machine.isState(to) || !machine.canTransition(from, to)) {
    throw new APIError(
      `${field} cannot change from ${from} to ${to}`,
      409,
      { code: 'ILLEGAL_TRANSITION', from, to },
      true,
    )
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
