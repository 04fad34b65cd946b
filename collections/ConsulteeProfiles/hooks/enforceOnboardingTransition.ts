import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { onboardingFormStatusMachine, onboardingFormStatusOrDefault } from '@/domain/status'

/** Every onboardingFormStatus change follows the transition table, whoever asks; anything else is a 409. */
export const enforceOnboardingTransition: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc || data.onboardingFormStatus === undefined) return data
  const from = onboardingFormStatusOrDefault(originalDoc.onboardingFormStatus)
  const to = onboardingFormStatusOrDefault(data.onboardingFormStatus)
  if (!onboardingFormStatusMachine.canTransition(from, to)) {
    throw new APIError(
      `onboardingFormStatus cannot change from ${from} to ${to}`,
      409,
      { code: 'ILLEGAL_TRANSITION', from, to },
      true,
    )
  }
  return data
}
