import { describe, expect, it } from 'vitest'
import { IllegalTransitionError } from './machine'
import {
  PROFILE_STATUSES,
  consultantProfileMachine,
  consulteeProfileMachine,
  initialProfileStatus,
  isProfileStatus,
  profileMachineFor,
  statusAfterEmailVerified,
  type ProfileStatus,
} from './profileStatus'

const ALL_PAIRS = PROFILE_STATUSES.flatMap((from) => PROFILE_STATUSES.map((to) => [from, to] as const))

const CONSULTANT_ALLOWED = new Set([
  'NOT_CONFIRMED -> REGISTERED',
  'REGISTERED -> STEP1',
  'STEP1 -> STEP2',
  'STEP2 -> STEP3',
  'STEP3 -> STEP4',
  'STEP4 -> APPLICATION_SUBMITTED',
  'APPLICATION_SUBMITTED -> ACTIVE',
  'APPLICATION_SUBMITTED -> STEP4',
])

const CONSULTEE_ALLOWED = new Set(['NOT_CONFIRMED -> DATA_NOT_SUBMITTED', 'DATA_NOT_SUBMITTED -> ACTIVE'])

describe.each([
  {
    role: 'CONSULTANT' as const,
    machineName: 'consultantProfile',
    states: [
      'NOT_CONFIRMED',
      'REGISTERED',
      'STEP1',
      'STEP2',
      'STEP3',
      'STEP4',
      'APPLICATION_SUBMITTED',
      'ACTIVE',
    ] as readonly ProfileStatus[],
    allowed: CONSULTANT_ALLOWED,
  },
  {
    role: 'USER' as const,
    machineName: 'consulteeProfile',
    states: ['NOT_CONFIRMED', 'DATA_NOT_SUBMITTED', 'ACTIVE'] as readonly ProfileStatus[],
    allowed: CONSULTEE_ALLOWED,
  },
])('$machineName machine, every pair', ({ role, machineName, states, allowed }) => {
  const machine = profileMachineFor(role)

  it('has the expected states', () => {
    expect(machine.name).toBe(machineName)
    expect(machine.states).toEqual(states)
  })

  it.each(ALL_PAIRS)('%s -> %s', (from, to) => {
    const expected = from === to ? states.includes(from) : allowed.has(`${from} -> ${to}`)
    expect(machine.canTransition(from, to)).toBe(expected)
    if (expected) {
      expect(() => machine.assertTransition(from, to)).not.toThrow()
    } else {
      expect(() => machine.assertTransition(from, to)).toThrow(IllegalTransitionError)
      expect(() => machine.assertTransition(from, to)).toThrow(
        expect.objectContaining({ code: 'ILLEGAL_TRANSITION', machine: machineName, from, to }),
      )
    }
  })
})

describe('profile machines', () => {
  it.each([
    { role: 'CONSULTANT' as const, machine: consultantProfileMachine },
    { role: 'USER' as const, machine: consulteeProfileMachine },
  ])('profileMachineFor($role)', ({ role, machine }) => {
    expect(profileMachineFor(role)).toBe(machine)
  })

  it('starts every account unconfirmed', () => {
    expect(initialProfileStatus()).toBe('NOT_CONFIRMED')
  })

  it.each([
    { role: 'CONSULTANT' as const, status: 'REGISTERED' },
    { role: 'USER' as const, status: 'DATA_NOT_SUBMITTED' },
  ])('after email verification a $role is $status', ({ role, status }) => {
    expect(statusAfterEmailVerified(role)).toBe(status)
    expect(profileMachineFor(role).canTransition(initialProfileStatus(), statusAfterEmailVerified(role))).toBe(true)
  })

  it.each([
    { value: 'ACTIVE', known: true },
    { value: 'DATA_NOT_SUBMITTED', known: true },
    { value: 'active', known: false },
    { value: 'STEP5', known: false },
    { value: undefined, known: false },
  ])('isProfileStatus($value) is $known', ({ value, known }) => {
    expect(isProfileStatus(value)).toBe(known)
  })
})
