import { describe, expect, it } from 'vitest'

import { selectedServiceTitlesOf } from './serviceTitles'

const eleven = Array.from({ length: 11 }, (_, index) => `Service ${index + 1}`)

describe('selectedServiceTitlesOf', () => {
  it.each<[string, unknown, string[]]>([
    [
      'the canonical field',
      { selectedServiceTitles: ['CV review', 'Mock interview'] },
      ['CV review', 'Mock interview'],
    ],
    ['the snake-case field of older records', { selected_services_titles: ['CV review'] }, ['CV review']],
    [
      'the titles of selectedServices',
      { selectedServices: [{ id: 'a', title: 'CV review' }, { title: 'Salary talk' }] },
      ['CV review', 'Salary talk'],
    ],
    [
      'the canonical field wins over both others',
      { selectedServiceTitles: ['A'], selected_services_titles: ['B'], selectedServices: [{ title: 'C' }] },
      ['A'],
    ],
    [
      'snake case wins over selectedServices',
      { selected_services_titles: ['B'], selectedServices: [{ title: 'C' }] },
      ['B'],
    ],
    ['an empty canonical list falls through', { selectedServiceTitles: [], selected_services_titles: ['B'] }, ['B']],
    [
      'a canonical list of blanks falls through',
      { selectedServiceTitles: [' ', ''], selectedServices: [{ title: 'C' }] },
      ['C'],
    ],
    [
      'titles are trimmed, blanks and non-strings dropped',
      { selectedServiceTitles: [' CV review ', '', 7, null, 'X'] },
      ['CV review', 'X'],
    ],
    [
      'services without a usable title are skipped',
      { selectedServices: [{ id: 'a' }, 'CV review', null, { title: 3 }, { title: ' Y ' }] },
      ['Y'],
    ],
    ['at most ten titles', { selectedServiceTitles: eleven }, eleven.slice(0, 10)],
    ['a title is cut at 200 characters', { selected_services_titles: ['x'.repeat(250)] }, ['x'.repeat(200)]],
    ['a string instead of a list is not a list of titles', { selectedServiceTitles: 'CV review' }, []],
    ['none of the fields', { services: [{ title: 'stored' }] }, []],
    ['null', null, []],
    ['a string', 'CV review', []],
  ])('%s', (_name, record, expected) => {
    expect(selectedServiceTitlesOf(record)).toEqual(expected)
  })
})
