import { describe, expect, it } from 'vitest'

import { seedConsultants } from './consultants'
import { findIndustry, isMajorOf } from '@/domain/catalogue'
import { YEARS_OF_EXPERIENCE_OPTIONS } from '@/domain/schemas'

describe('demo consultants', () => {
  it.each(seedConsultants.map((c) => [c.email, c] as const))('%s uses catalogue industry and major ids', (_, c) => {
    expect(findIndustry(c.industry)).not.toBeNull()
    expect(isMajorOf(c.industry, c.major)).toBe(true)
    expect(YEARS_OF_EXPERIENCE_OPTIONS).toContain(c.yearsOfExperience)
  })
})
