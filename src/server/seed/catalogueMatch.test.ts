import { describe, expect, it } from 'vitest'

import { catalogueServiceFor } from './catalogueMatch'
import { seedConsultants } from './consultants'
import { findService } from '@/domain/catalogue'

describe('catalogueServiceFor', () => {
  it.each([
    ['Mock technical interview', 'Mock Interview'],
    ['CV review for developers', 'CV Review'],
    ['Offer negotiation', 'Salary Negotiation'],
    ['Relocation to Germany', 'Blue Card & Relocation to Germany'],
  ])('%s → %s', (title, name) => {
    expect(findService(catalogueServiceFor(title) ?? '')?.name.en).toBe(name)
  })

  it('leaves other titles alone', () => {
    expect(catalogueServiceFor('Portfolio critique')).toBeUndefined()
  })

  it('gives every demo consultant at least one catalogue service', () => {
    for (const consultant of seedConsultants) {
      expect(
        consultant.services.some((service) => catalogueServiceFor(service.title)),
        consultant.email,
      ).toBe(true)
    }
  })
})
