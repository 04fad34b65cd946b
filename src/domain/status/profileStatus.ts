import { defineMachine, type StateMachine } from './machine'
import type { AccountRole } from './role'

export const PROFILE_STATUSES = [
  'NOT_CONFIRMED',
  'REGISTERED',
  'STEP1',
  'STEP2',
  'STEP3',
  'STEP4',
  'APPLICATION_SUBMITTED',
  'ACTIVE',
  'DATA_NOT_SUBMITTED',
] as const

export type ProfileStatus = (typeof PROFILE_STATUSES)[number]

export const CONSULTANT_PROFILE_STATUSES = [
  'NOT_CONFIRMED',
  'REGISTERED',
  'STEP1',
  'STEP2',
  'STEP3',
  'STEP4',
  'APPLICATION_SUBMITTED',
  'ACTIVE',
] as const satisfies readonly ProfileStatus[]

export type ConsultantProfileStatus = (typeof CONSULTANT_PROFILE_STATUSES)[number]

export const CONSULTEE_PROFILE_STATUSES = [
  'NOT_CONFIRMED',
  'DATA_NOT_SUBMITTED',
  'ACTIVE',
] as const satisfies readonly ProfileStatus[]

export type ConsulteeProfileStatus = (typeof CONSULTEE_PROFILE_STATUSES)[number]

export function isProfileStatus(value: unknown): value is ProfileStatus {
  return typeof value === 'string' && (PROFILE_STATUSES as readonly string[]).includes(value)
}

export const consultantProfileMachine = defineMachine('consultantProfile', CONSULTANT_PROFILE_STATUSES, {
  NOT_CONFIRMED: ['REGISTERED'],
  REGISTERED: ['STEP1'],
  // The status records the furthest saved step: going back a step is not a status change.
  STEP1: ['STEP2'],
  STEP2: ['STEP3'],
  STEP3: ['STEP4'],
  STEP4: ['APPLICATION_SUBMITTED'],
  // A reviewer approves, or sends the application back to the last step for changes.
  APPLICATION_SUBMITTED: ['ACTIVE', 'STEP4'],
  ACTIVE: [],
})

export const consulteeProfileMachine = defineMachine('consulteeProfile', CONSULTEE_PROFILE_STATUSES, {
  NOT_CONFIRMED: ['DATA_NOT_SUBMITTED'],
  DATA_NOT_SUBMITTED: ['ACTIVE'],
  ACTIVE: [],
})

export function profileMachineFor(role: AccountRole): StateMachine<ProfileStatus> {
  return role === 'CONSULTANT' ? consultantProfileMachine : consulteeProfileMachine
}

export function initialProfileStatus(): ProfileStatus {
  return 'NOT_CONFIRMED'
}

export function statusAfterEmailVerified(role: AccountRole): ProfileStatus {
  return role === 'CONSULTANT' ? 'REGISTERED' : 'DATA_NOT_SUBMITTED'
}
