import { describe, expect, it } from 'vitest'

import {
  applicationResumePath,
  applicationStepBySlug,
  applicationStepNumber,
  canOpenApplicationStep,
  nextApplicationPath,
  previousApplicationPath,
} from './applicationSteps'

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

describe('applicationStepBySlug', () => {
  it.each([
    ['personal-information', 1],
    ['profile-details', 2],
    ['skills-services', 3],
    ['experience', 4],
  ])('%s → step %i', (slug, number) => {
    expect(applicationStepBySlug(slug)?.number).toBe(number)
  })
  it.each(['', 'pricing', 'consultant-application', '../experience'])('%j is no step', (slug) => {
    expect(applicationStepBySlug(slug)).toBeNull()
  })
})

describe('canOpenApplicationStep', () => {
  it.each<[string, number, boolean]>([
    ['REGISTERED', 1, true],
    ['REGISTERED', 2, false],
    ['STEP1', 1, true],
    ['STEP1', 2, false],
    ['STEP3', 1, true],
    ['STEP3', 3, true],
    ['STEP3', 4, false],
    ['STEP4', 4, true],
    ['STEP4', 0, false],
    ['STEP4', 5, false],
    ['APPLICATION_SUBMITTED', 1, false],
    ['ACTIVE', 4, false],
    ['NOT_CONFIRMED', 1, false],
  ])('%s may open step %i: %s', (status, step, allowed) => {
    expect(canOpenApplicationStep(status, step)).toBe(allowed)
  })
})

describe('previous and next', () => {
  it.each([
    [1, '/on-boarding', '/consultant-application/profile-details'],
    [2, '/consultant-application/personal-information', '/consultant-application/skills-services'],
    [3, '/consultant-application/profile-details', '/consultant-application/experience'],
    [4, '/consultant-application/skills-services', '/application-success'],
  ])('step %i: back to %s, on to %s', (step, previous, next) => {
    expect(previousApplicationPath(step)).toBe(previous)
    expect(nextApplicationPath(step)).toBe(next)
  })
})
