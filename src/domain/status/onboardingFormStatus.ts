import { defineMachine } from './machine'

export const ONBOARDING_FORM_STATUSES = [
  'NOT_STARTED',
  'SKIPPED',
  'STARTED',
  'STEP1',
  'STEP2',
  'STEP3',
  'STEP4',
  'COMPLETED',
] as const

export type OnboardingFormStatus = (typeof ONBOARDING_FORM_STATUSES)[number]

export const onboardingFormStatusMachine = defineMachine('onboardingForm', ONBOARDING_FORM_STATUSES, {
  // Giving the one-time consent starts the form; skipping can be undone by consenting later.
  NOT_STARTED: ['STARTED', 'SKIPPED'],
  SKIPPED: ['STARTED'],
  STARTED: ['STEP1'],
  STEP1: ['STEP2'],
  STEP2: ['STEP3'],
  STEP3: ['STEP4'],
  STEP4: ['COMPLETED'],
  COMPLETED: [],
})

export function isOnboardingFormStatus(value: unknown): value is OnboardingFormStatus {
  return onboardingFormStatusMachine.isState(value)
}

/** An unset status (null, undefined, empty) behaves as NOT_STARTED. */
export function onboardingFormStatusOrDefault(
  status: OnboardingFormStatus | '' | null | undefined,
): OnboardingFormStatus {
  return status || 'NOT_STARTED'
}

const NEEDS_CONSENT: readonly string[] = ['NOT_STARTED', 'SKIPPED']
const SHOWS_FORM: readonly string[] = ['STARTED', 'STEP1', 'STEP2', 'STEP3', 'STEP4', 'COMPLETED']

export function needsConsentDialog(status: string | null | undefined): boolean {
  return !status || NEEDS_CONSENT.includes(status)
}

export function showsOnboardingForm(status: string | null | undefined): boolean {
  return !!status && SHOWS_FORM.includes(status)
}
