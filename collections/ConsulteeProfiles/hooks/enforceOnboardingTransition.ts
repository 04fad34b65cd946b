import type { CollectionBeforeChangeHook } from 'payload'

import { illegalTransition } from '@/server/http/refusal'
import { onboardingFormStatusMachine, onboardingFormStatusOrDefault } from '@/domain/status'

/** Every onboardingFormStatus change follows the transition table, whoever asks; anything else is a 409. */
export const enforceOnboardingTransition: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc || data.onboardingFormStatus === undefined) return data
  const from = onboardingFormStatusOrDefault(originalDoc.onboardingFormStatus)
  const to = onboardingFormStatusOrDefault(data.onboardingFormStatus)
  if (!onboardingFormStatusMachine.canTransition(from, to)) throw illegalTransition('onboardingFormStatus', from, to)
  return data
}
