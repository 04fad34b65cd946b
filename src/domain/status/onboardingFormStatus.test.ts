import { describe, expect, it } from 'vitest'
import { IllegalTransitionError } from './machine'
import {
  ONBOARDING_FORM_STATUSES,
  isOnboardingFormStatus,
  needsConsentDialog,
  onboardingFormStatusMachine,
  onboardingFormStatusOrDefault,
  showsOnboardingForm,
} from './onboardingFormStatus'

const ALLOWED = new Set([
  'NOT_STARTED -> STARTED',
  'NOT_STARTED -> SKIPPED',
  'SKIPPED -> STARTED',
  'STARTED -> STEP1',
  'STEP1 -> STEP2',
  'STEP2 -> STEP3',
  'STEP3 -> STEP4',
  'STEP4 -> COMPLETED',
])

const ALL_PAIRS = ONBOARDING_FORM_STATUSES.flatMap((from) => ONBOARDING_FORM_STATUSES.map((to) => [from, to] as const))

describe('onboarding form machine, every pair', () => {
  it.each(ALL_PAIRS)('%s -> %s', (from, to) => {
    const expected = from === to || ALLOWED.has(`${from} -> ${to}`)
    expect(onboardingFormStatusMachine.canTransition(from, to)).toBe(expected)
    if (expected) {
      expect(() => onboardingFormStatusMachine.assertTransition(from, to)).not.toThrow()
    } else {
      expect(() => onboardingFormStatusMachine.assertTransition(from, to)).toThrow(IllegalTransitionError)
      expect(() => onboardingFormStatusMachine.assertTransition(from, to)).toThrow(
        expect.objectContaining({
          code: 'ILLEGAL_TRANSITION',
          machine: 'onboardingForm',
          from,
          to,
        }),
      )
    }
  })
})

describe('unset onboarding form status', () => {
  it.each([null, undefined, ''] as const)('%j behaves as NOT_STARTED', (status) => {
    const effective = onboardingFormStatusOrDefault(status)
    expect(effective).toBe('NOT_STARTED')
    expect(onboardingFormStatusMachine.canTransition(effective, 'STARTED')).toBe(true)
    expect(onboardingFormStatusMachine.canTransition(effective, 'SKIPPED')).toBe(true)
  })

  it.each(ONBOARDING_FORM_STATUSES)('%s is kept', (status) => {
    expect(onboardingFormStatusOrDefault(status)).toBe(status)
  })
})

describe('consent dialog and form visibility', () => {
  it.each([
    { status: undefined, consent: true, form: false },
    { status: null, consent: true, form: false },
    { status: '', consent: true, form: false },
    { status: 'NOT_STARTED', consent: true, form: false },
    { status: 'SKIPPED', consent: true, form: false },
    { status: 'STARTED', consent: false, form: true },
    { status: 'STEP1', consent: false, form: true },
    { status: 'STEP2', consent: false, form: true },
    { status: 'STEP3', consent: false, form: true },
    { status: 'STEP4', consent: false, form: true },
    { status: 'COMPLETED', consent: false, form: true },
    { status: 'completed', consent: false, form: false },
    { status: 'STEP5', consent: false, form: false },
  ])('$status -> consent $consent, form $form', ({ status, consent, form }) => {
    expect(needsConsentDialog(status)).toBe(consent)
    expect(showsOnboardingForm(status)).toBe(form)
  })

  it.each([
    { value: 'STEP4', known: true },
    { value: 'STEP5', known: false },
    { value: null, known: false },
  ])('isOnboardingFormStatus($value) is $known', ({ value, known }) => {
    expect(isOnboardingFormStatus(value)).toBe(known)
  })
})
