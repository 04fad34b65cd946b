import type { ProfileStatus } from './profileStatus'

const ORDER = ['REGISTERED', 'STEP1', 'STEP2', 'STEP3', 'STEP4'] as const
export type ApplicationStepNumber = 1 | 2 | 3 | 4

/**
 * The profileStatus moves an applicant goes through when a step is saved: STEPn is the screen to show
 * next, so saving step n moves on to STEP(n+1) (STEP4 stays until the application is submitted), going
 * through every state in between so each move is one the transition table allows. Re-saving an earlier
 * step never moves back. Returns null when the step may not be saved now (not an applicant, or a later
 * step before the earlier ones).
 */
export function statusesAfterSavingStep(current: ProfileStatus, step: ApplicationStepNumber): ProfileStatus[] | null {
  const at = (ORDER as readonly string[]).indexOf(current)
  if (at === -1) return null
  if (step > Math.max(at, 1)) return null
  const target = Math.max(at, Math.min(step + 1, 4))
  return ORDER.slice(at + 1, target + 1)
}
