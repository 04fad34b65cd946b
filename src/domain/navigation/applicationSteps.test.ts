import { describe, expect, it } from 'vitest'

import { applicationResumePath, applicationStepNumber } from './applicationSteps'

describe('applicationResumePath', () => {
  it.each([
    ['REGISTERED', '/consultant-application/personal-information'],
    ['STEP1', '/consultant-application/personal-information'],
    ['STEP2', '/consultant-application/profile-details'],
    ['STEP3', '/consultant-application/skills-services'],
    ['STEP4', '/consultant-application/experience'],
    ['APPLICATION_SUBMITTED', '/application-success'],
    ['ACTIVE', null],
    ['NOT_CONFIRMED', null],
    ['DATA_NOT_SUBMITTED', null],
  ])('%s → %s', (status, path) => {
    expect(applicationResumePath(status)).toBe(path)
  })
})

describe('applicationStepNumber', () => {
  it.each([
    ['REGISTERED', 0],
    ['STEP1', 1],
    ['STEP3', 3],
    ['STEP4', 4],
    ['ACTIVE', 0],
  ])('%s → %i', (status, step) => {
    expect(applicationStepNumber(status)).toBe(step)
  })
})
