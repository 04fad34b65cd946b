import { describe, expect, it } from 'vitest'

import { canOpenConsulteeProfilePage, isConsulteeProfilePage } from './profilePages'

describe('consultee profile pages', () => {
  it.each([
    ['personal-information', true],
    ['career-preferences', true],
    ['pricing', false],
    ['profile-verification', false],
    [undefined, false],
  ])('%s is a page: %s', (page, known) => {
    expect(isConsulteeProfilePage(page)).toBe(known)
  })

  it.each([
    ['personal-information', 'DATA_NOT_SUBMITTED', true],
    ['experience', 'DATA_NOT_SUBMITTED', false],
    ['career-preferences', 'DATA_NOT_SUBMITTED', false],
    ['experience', 'ACTIVE', true],
  ] as const)('%s with %s may open: %s', (page, status, allowed) => {
    expect(canOpenConsulteeProfilePage(page, status)).toBe(allowed)
  })
})
