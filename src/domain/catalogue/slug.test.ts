import { describe, expect, it } from 'vitest'

import { serviceId, slugify } from './slug'

describe('slugify', () => {
  it.each([
    ['CV Review', 'cv-review'],
    ['Career Services', 'career-services'],
    ['Tech & Digital Careers', 'tech-and-digital-careers'],
    ['Blue Card & Relocation to Germany', 'blue-card-and-relocation-to-germany'],
    ['First 90 Days as a Manager', 'first-90-days-as-a-manager'],
    ["Choosing a Master's Programme", 'choosing-a-master-s-programme'],
    ['Founding a Company in Germany (GmbH & UG)', 'founding-a-company-in-germany-gmbh-and-ug'],
    ['Retail & E-commerce', 'retail-and-e-commerce'],
    ['  --Leading/Trailing!!  ', 'leading-trailing'],
    ['A&B', 'a-and-b'],
    ['Multiple   spaces___and---dashes', 'multiple-spaces-and-dashes'],
    ['Öffentliches Reden', 'offentliches-reden'],
    ['Café Crème', 'cafe-creme'],
    ['ALL CAPS', 'all-caps'],
    ['&', 'and'],
    ['!!!', ''],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected)
  })

  it('is idempotent', () => {
    expect(slugify(slugify('Leadership & Management'))).toBe('leadership-and-management')
  })
})

describe('serviceId', () => {
  it.each([
    ['Career Services', 'CV Review', 'career-services/cv-review'],
    ['AI Mentors', 'Prompt Engineering for Your Job', 'ai-mentors/prompt-engineering-for-your-job'],
    [
      'Female Leadership Services',
      'Women in Leadership Negotiation',
      'female-leadership-services/women-in-leadership-negotiation',
    ],
  ])('%s / %s → %s', (category, name, expected) => {
    expect(serviceId(category, name)).toBe(expected)
  })
})
