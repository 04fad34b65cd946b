import { nextApplicationPath } from '@/domain/navigation'
import type { ProfileSection } from '@/domain/schemas'

/** A form is a step of the application stepper, or a page of the approved consultant's profile. */
export type FormMode = { kind: 'step' } | { kind: 'edit'; section: ProfileSection }

/** Where a form saves, and where the stepper goes next (a profile page stays). */
export function saveTarget(mode: FormMode, step: number, stepPath: string) {
  return mode.kind === 'step'
    ? { path: `/api/consultants/application/${stepPath}`, method: 'PUT' as const, next: nextApplicationPath(step) }
    : { path: `/api/consultants/profile/${mode.section}`, method: 'PATCH' as const, next: undefined }
}
