import { describe, expect, it } from 'vitest'

import { statusesAfterSavingStep, type ApplicationStepNumber } from './applicationProgress'
import { profileMachineFor } from './profileStatus'
import type { ProfileStatus } from './profileStatus'

describe('statusesAfterSavingStep', () => {
  it.each([
    ['REGISTERED', 1, ['STEP1', 'STEP2']],
    ['STEP1', 1, ['STEP2']],
    ['STEP2', 1, []],
    ['STEP2', 2, ['STEP3']],
    ['STEP3', 3, ['STEP4']],
    ['STEP4', 4, []],
    ['STEP4', 2, []],
    ['REGISTERED', 2, null],
    ['STEP1', 3, null],
    ['STEP2', 4, null],
    ['APPLICATION_SUBMITTED', 1, null],
    ['ACTIVE', 4, null],
    ['NOT_CONFIRMED', 1, null],
    ['DATA_NOT_SUBMITTED', 1, null],
  ] as const)('%s saving step %i → %j', (current, step, expected) => {
    expect(statusesAfterSavingStep(current, step)).toEqual(expected)
  })

  it('only ever takes moves the consultant transition table allows', () => {
    for (const current of ['REGISTERED', 'STEP1', 'STEP2', 'STEP3', 'STEP4'] as ProfileStatus[]) {
      for (const step of [1, 2, 3, 4] as ApplicationStepNumber[]) {
        let from = current
        for (const to of statusesAfterSavingStep(current, step) ?? []) {
          expect(profileMachineFor('CONSULTANT').canTransition(from, to)).toBe(true)
          from = to
        }
      }
    }
  })
})
