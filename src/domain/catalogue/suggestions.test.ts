import { describe, expect, it } from 'vitest'

import { matchSuggestions } from './suggestions'

describe('matchSuggestions', () => {
  const skills = ['TypeScript', 'JavaScript', 'typescript', 'Scripting', 'Python', ' Java ']
  it.each<[string, string[]]>([
    ['scr', ['Scripting', 'JavaScript', 'TypeScript']],
    ['SCRIPT', ['Scripting', 'JavaScript', 'TypeScript']],
    ['java', ['Java', 'JavaScript']],
    ['  pyt ', ['Python']],
    ['rust', []],
    ['', []],
  ])('%j → %j', (query, expected) => {
    expect(matchSuggestions(skills, query)).toEqual(expected)
  })

  it('keeps at most the limit', () => {
    const many = Array.from({ length: 30 }, (_, i) => `Skill ${String(i).padStart(2, '0')}`)
    expect(matchSuggestions(many, 'skill', 10)).toHaveLength(10)
    expect(matchSuggestions(many, 'skill', 10)[0]).toBe('Skill 00')
  })
})
