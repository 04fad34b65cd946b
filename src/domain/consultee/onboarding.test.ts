import { describe, expect, it } from 'vitest'

import { canMoveOnboarding, needsB2bConsent, onboardingStepSchema, resumeStep, statusAfterStepSave } from './onboarding'

describe('statusAfterStepSave', () => {
  it.each([
    [null, 1, null],
    ['NOT_STARTED', 1, null],
    ['SKIPPED', 1, null],
    ['STARTED', 1, 'STEP1'],
    ['STARTED', 2, null],
    ['STEP1', 2, 'STEP2'],
    ['STEP1', 1, 'STEP1'],
    ['STEP3', 4, 'STEP4'],
    ['STEP4', 2, 'STEP4'],
    ['COMPLETED', 3, 'COMPLETED'],
  ] as const)('from %s saving step %i → %s', (from, step, expected) => {
    expect(statusAfterStepSave(from, step)).toBe(expected)
  })
})

describe('canMoveOnboarding and the one-time consent', () => {
  it.each([
    [undefined, 'STARTED', true, true],
    ['NOT_STARTED', 'SKIPPED', true, false],
    ['SKIPPED', 'STARTED', true, true],
    ['SKIPPED', 'STEP1', false, false],
    ['STARTED', 'SKIPPED', false, false],
    ['STEP4', 'COMPLETED', true, false],
    ['STEP2', 'COMPLETED', false, false],
    ['COMPLETED', 'STARTED', false, false],
  ] as const)('%s → %s: allowed %s, needs consent %s', (from, to, allowed, consent) => {
    expect(canMoveOnboarding(from, to)).toBe(allowed)
    expect(needsB2bConsent(from, to)).toBe(consent)
  })
})

describe('resumeStep', () => {
  it.each([
    ['STARTED', 1],
    ['STEP1', 2],
    ['STEP3', 4],
    ['STEP4', 4],
    ['COMPLETED', 4],
    [null, 1],
  ] as const)('%s opens step %i', (status, step) => {
    expect(resumeStep(status)).toBe(step)
  })
})

describe('onboardingStepSchema', () => {
  it.each([
    [1, { targetRole: 'Nurse', targetIndustry: 'health' }, true],
    [1, { targetRole: '', targetIndustry: 'health' }, false],
    [2, { workPermit: 'EU_BLUE_CARD' }, true],
    [2, {}, false],
    [3, { germanLevel: 'B2', englishLevel: 'C1', preferredCities: ['Köln'], earliestStartDate: '2027-01-15' }, true],
    [3, { germanLevel: 'B2', englishLevel: 'C1', preferredCities: [], earliestStartDate: '2027-01-15' }, false],
    [3, { germanLevel: 'B2', englishLevel: 'C1', preferredCities: ['Köln'], earliestStartDate: '2027-02-30' }, false],
    [4, {}, true],
  ] as const)('step %i with %j valid: %s', (step, answers, valid) => {
    expect(onboardingStepSchema(step).safeParse(answers).success).toBe(valid)
  })
})
