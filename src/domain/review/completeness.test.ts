import { describe, expect, it } from 'vitest'

import { firstIncompleteStep, type ApplicationData } from './completeness'

const complete: ApplicationData = {
  personalInformation: { firstName: 'Ada', imageUrl: '/api/uploads/file/x', country: 'DE', languages: ['en'] },
  applicationData: { motivation: 'Because…' },
  profileDetails: { tagline: 'Data leader', aboutMe: 'About me' },
  skillsAndServices: { skills: ['SQL'], services: [{}], pricing30Min: 50 },
  experience: {
    industry: 'consulting',
    consultantBusinessType: 'KLEINUNTERNEHMER',
    workingHistory: [{}],
    educationBackgrounds: [{}],
  },
}

describe('firstIncompleteStep', () => {
  it.each<[string, Partial<ApplicationData>, number | null]>([
    ['complete', {}, null],
    ['no picture', { personalInformation: { ...complete.personalInformation, imageUrl: null } }, 1],
    ['no motivation', { applicationData: { motivation: null } }, 1],
    ['no tagline', { profileDetails: { tagline: null, aboutMe: 'x' } }, 2],
    ['no services', { skillsAndServices: { ...complete.skillsAndServices, services: [] } }, 3],
    [
      'a free 30-minute price is still a price',
      { skillsAndServices: { ...complete.skillsAndServices, pricing30Min: 0 } },
      null,
    ],
    ['no price', { skillsAndServices: { ...complete.skillsAndServices, pricing30Min: null } }, 3],
    ['no education', { experience: { ...complete.experience, educationBackgrounds: [] } }, 4],
    [
      'steps 2 and 4 missing',
      { profileDetails: { tagline: null, aboutMe: null }, experience: { ...complete.experience, industry: null } },
      2,
    ],
  ])('%s → %s', (_, change, step) => {
    expect(firstIncompleteStep({ ...complete, ...change })).toBe(step)
  })
})
