import { describe, expect, it } from 'vitest'

import { similarConsultants, similarityScore, type SimilarityProfile } from './similarConsultants'

const profile = (profileId: number, fields: Partial<SimilarityProfile> = {}): SimilarityProfile => ({
  profileId,
  industry: null,
  major: null,
  services: [],
  skills: [],
  rating: null,
  reviews: 0,
  ...fields,
})

const it1 = profile(1, {
  industry: 'information-technology',
  major: 'computer-science',
  skills: ['System design', 'TypeScript'],
  services: ['career-services-cv-review', 'mock interview'],
})

describe('similarityScore', () => {
  it.each<[string, SimilarityProfile, number]>([
    ['nothing in common', profile(2, { industry: 'finance-and-banking', skills: ['Valuation'] }), 0],
    ['the same industry', profile(2, { industry: 'information-technology' }), 3],
    ['the same major', profile(2, { major: 'computer-science' }), 2],
    ['a shared skill, whatever its case and spaces', profile(2, { skills: [' typescript '] }), 2],
    ['a shared service', profile(2, { services: ['career-services-cv-review'] }), 1],
    [
      'everything adds up',
      profile(2, {
        industry: 'information-technology',
        major: 'computer-science',
        skills: ['TypeScript', 'System design'],
        services: ['mock interview'],
      }),
      3 + 2 + 4 + 1,
    ],
    ['no industry on either side is nothing shared', profile(2), 0],
  ])('%s', (_name, candidate, score) => {
    expect(similarityScore(it1, candidate)).toBe(score)
  })

  it('an empty skill on both sides is nothing shared', () => {
    expect(similarityScore(profile(1, { skills: [' '] }), profile(2, { skills: [''] }))).toBe(0)
  })
})

describe('similarConsultants', () => {
  it.each<[string, SimilarityProfile[], number, number[]]>([
    ['none to compare with', [], 3, []],
    ['leaves out the profile itself and strangers', [it1, profile(2), profile(3, { skills: ['Baking'] })], 3, []],
    [
      'the most similar first',
      [
        profile(2, { industry: 'information-technology' }),
        profile(3, { industry: 'information-technology', skills: ['TypeScript'] }),
        profile(4, { services: ['mock interview'] }),
      ],
      3,
      [3, 2, 4],
    ],
    [
      'equals by rating, then reviews, then the older profile; unrated last',
      [
        profile(5, { major: 'computer-science', rating: null, reviews: 0 }),
        profile(4, { major: 'computer-science', rating: 4.5, reviews: 2 }),
        profile(3, { major: 'computer-science', rating: 4.5, reviews: 9 }),
        profile(7, { major: 'computer-science', rating: 4.9, reviews: 1 }),
        profile(6, { major: 'computer-science', rating: 4.5, reviews: 9 }),
      ],
      5,
      [7, 3, 6, 4, 5],
    ],
    [
      'no more than asked for',
      [2, 3, 4, 5].map((id) => profile(id, { industry: 'information-technology' })),
      2,
      [2, 3],
    ],
  ])('%s', (_name, candidates, count, expected) => {
    expect(similarConsultants(it1, candidates, count)).toEqual(expected)
  })
})
