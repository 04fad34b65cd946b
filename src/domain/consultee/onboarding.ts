import { z } from 'zod'

import { msg } from '../schemas/messages'
import {
  onboardingFormStatusMachine,
  onboardingFormStatusOrDefault,
  type OnboardingFormStatus,
} from '../status/onboardingFormStatus'
import { careerPreferencesSchema } from './careerSchemas'
import { LANGUAGE_LEVELS, WORK_PERMITS } from './options'

export const ONBOARDING_STEPS = [1, 2, 3, 4] as const
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number]

/** The status a saved step leaves behind: STEPn means steps 1 to n are answered. */
export const STEP_STATUS: Record<OnboardingStep, OnboardingFormStatus> = {
  1: 'STEP1',
  2: 'STEP2',
  3: 'STEP3',
  4: 'STEP4',
}

const PROGRESS: Record<OnboardingFormStatus, number> = {
  NOT_STARTED: -1,
  SKIPPED: -1,
  STARTED: 0,
  STEP1: 1,
  STEP2: 2,
  STEP3: 3,
  STEP4: 4,
  COMPLETED: 5,
}

/** How many steps are answered (0 after consent, 5 when finished); -1 before consent. */
export function onboardingProgress(status: string | null | undefined): number {
  return PROGRESS[onboardingFormStatusOrDefault(status as OnboardingFormStatus | null)] ?? -1
}

/** The step the form opens on: the first unanswered one, or the last when all are answered. */
export function resumeStep(status: string | null | undefined): OnboardingStep {
  const next = Math.min(Math.max(onboardingProgress(status) + 1, 1), 4)
  return next as OnboardingStep
}

/**
 * The status after saving step `step` from `current`: the next STEPn when it is the first unanswered step,
 * unchanged when an answered step is edited again; null when the step may not be saved yet.
 */
export function statusAfterStepSave(
  current: string | null | undefined,
  step: OnboardingStep,
): OnboardingFormStatus | null {
  const progress = onboardingProgress(current)
  if (progress < 0 || step > progress + 1) return null
  const status = onboardingFormStatusOrDefault(current as OnboardingFormStatus | null)
  return step === progress + 1 ? STEP_STATUS[step] : status
}

/** Whether moving `from` → `to` needs the CONSULTEE_B2B_DATA_CONSENT opt-in (the one-time dialog). */
export function needsB2bConsent(from: string | null | undefined, to: OnboardingFormStatus): boolean {
  return to === 'STARTED' && onboardingProgress(from) < 0
}

/** Whether the onboarding status may move `from` → `to` (an unset status is NOT_STARTED). */
export function canMoveOnboarding(from: string | null | undefined, to: OnboardingFormStatus): boolean {
  return onboardingFormStatusMachine.canTransition(
    onboardingFormStatusOrDefault(from as OnboardingFormStatus | null),
    to,
  )
}

const required = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema)

/** What each onboarding step asks; a step counts as answered only when its required answers are there. */
export const ONBOARDING_STEP_SCHEMAS = {
  1: z.object({
    targetRole: required(
      z
        .string({ error: msg('Target_role_required') })
        .trim()
        .min(1, msg('Target_role_required')),
    ),
    targetIndustry: required(
      z
        .string({ error: msg('Industry_required') })
        .trim()
        .min(1, msg('Industry_required')),
    ),
  }),
  2: z.object({
    workPermit: z.enum(WORK_PERMITS, { error: msg('Work_permit_invalid') }),
  }),
  3: z.object({
    germanLevel: z.enum(LANGUAGE_LEVELS, { error: msg('Language_level_invalid') }),
    englishLevel: z.enum(LANGUAGE_LEVELS, { error: msg('Language_level_invalid') }),
    preferredCities: z
      .array(z.string(), { error: msg('Preferred_cities_min_1') })
      .min(1, msg('Preferred_cities_min_1')),
    earliestStartDate: z.string({ error: msg('Start_date_invalid') }).min(1, msg('Start_date_invalid')),
  }),
  4: z.object({}),
} as const satisfies Record<OnboardingStep, z.ZodType>

/** The answers of one step: the shared preference rules plus that step's required answers. */
export function onboardingStepSchema(step: OnboardingStep) {
  return careerPreferencesSchema.and(ONBOARDING_STEP_SCHEMAS[step])
}

/** The step a status names (STEP1 → 1), or null. */
export function stepOfStatus(status: OnboardingFormStatus): OnboardingStep | null {
  const match = /^STEP([1-4])$/.exec(status)
  return match ? (Number(match[1]) as OnboardingStep) : null
}
