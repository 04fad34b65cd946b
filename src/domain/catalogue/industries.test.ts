import { describe, expect, it } from 'vitest'

import { LOCALES } from '../locale'
import {
  CATEGORIES_DROPDOWN_LIMIT,
  INDUSTRIES,
  categoriesDropdown,
  categoriesDropdownFrom,
  findIndustry,
  industryLabel,
  isMajorOf,
  majorIndustryCount,
  majorLabel,
  majorOptions,
  majorsFor,
} from './industries'
import { MAJOR_IDS, MAJOR_LABELS } from './majors'
import { slugify } from './slug'

describe('industries', () => {
  it('number about 20 with unique slug ids', () => {
    expect(INDUSTRIES.length).toBeGreaterThanOrEqual(18)
    expect(INDUSTRIES.length).toBeLessThanOrEqual(25)
    expect(new Set(INDUSTRIES.map((i) => i.id)).size).toBe(INDUSTRIES.length)
    for (const i of INDUSTRIES) expect(i.id).toBe(slugify(i.label.en))
  })

  it.each(INDUSTRIES.map((i) => [i.id, i]))('%s has both labels and 4–10 distinct, labelled majors', (_, industry) => {
    expect(industry.label.en.trim()).not.toBe('')
    expect(industry.label.de.trim()).not.toBe('')
    const majors = majorsFor(industry.id)
    expect(majors.length).toBeGreaterThanOrEqual(4)
    expect(majors.length).toBeLessThanOrEqual(10)
    expect(new Set(majors.map((m) => m.id)).size).toBe(majors.length)
    for (const m of majors) {
      expect(m.label.en.trim()).not.toBe('')
      expect(m.label.de.trim()).not.toBe('')
    }
  })
})

describe('majors', () => {
  it.each(MAJOR_IDS.map((id) => [id]))('%s is the slug of its English label and belongs to an industry', (id) => {
    expect(id).toBe(slugify(MAJOR_LABELS[id].en))
    expect(MAJOR_LABELS[id].de.trim()).not.toBe('')
    expect(majorIndustryCount(id)).toBeGreaterThan(0)
  })

  it('some majors are shared by several industries', () => {
    expect(majorIndustryCount('business-administration')).toBeGreaterThan(3)
    expect(majorIndustryCount('unknown')).toBe(0)
  })

  it.each([null, undefined, '', 'space-travel', 'constructor'])('no majors for industry %j', (id) => {
    expect(majorsFor(id)).toEqual([])
    expect(majorOptions(id, 'en')).toEqual([])
  })

  it('majorOptions are localized', () => {
    expect(majorOptions('information-technology', 'de')[0]).toEqual({ id: 'computer-science', label: 'Informatik' })
  })
})

describe('isMajorOf', () => {
  it.each([
    ['information-technology', 'computer-science', true],
    ['finance-and-banking', 'finance', true],
    ['law', 'law', true],
    ['real-estate', 'architecture', true],
    ['healthcare', 'computer-science', false],
    ['law', 'medicine', false],
    ['unknown', 'computer-science', false],
    ['information-technology', 'unknown', false],
    ['information-technology', null, false],
    [null, 'computer-science', false],
    ['information-technology', 'constructor', false],
  ])('%j / %j → %s', (industry, major, expected) => {
    expect(isMajorOf(industry, major)).toBe(expected)
  })
})

describe('labels', () => {
  it.each([
    ['information-technology', 'en', 'Information Technology'],
    ['public-sector', 'de', 'Öffentlicher Sektor'],
    ['finance-and-banking', 'de', 'Finanzen & Banken'],
  ] as const)('industry %s in %s → %s', (id, locale, label) => {
    expect(industryLabel(id, locale)).toBe(label)
  })

  it.each([
    ['computer-science', 'de', 'Informatik'],
    ['business-administration', 'de', 'Betriebswirtschaftslehre'],
    ['mechanical-engineering', 'en', 'Mechanical Engineering'],
  ] as const)('major %s in %s → %s', (id, locale, label) => {
    expect(majorLabel(id, locale)).toBe(label)
  })

  it.each([null, undefined, '', 'unknown', 'Computer Science', '__proto__', 'toString'])(
    'unknown id %j → null',
    (id) => {
      for (const locale of LOCALES) {
        expect(industryLabel(id, locale)).toBeNull()
        expect(majorLabel(id, locale)).toBeNull()
      }
    },
  )
})

describe('categoriesDropdown', () => {
  it.each(LOCALES.flatMap((locale) => [0, 1, 3, 10, 12, 1000].map((limit) => [locale, limit] as const)))(
    '%s, limit %i: never more than the limit per column',
    (locale, limit) => {
      const { industries, majors } = categoriesDropdown(locale, limit)
      expect(industries.length).toBe(Math.min(limit, INDUSTRIES.length))
      expect(majors.length).toBe(Math.min(limit, MAJOR_IDS.length))
      for (const option of [...industries, ...majors]) expect(option.label.trim()).not.toBe('')
    },
  )

  it.each([-5, Number.NaN, 2.7])('odd limit %d is clamped to a whole number ≥ 0', (limit) => {
    const { industries, majors } = categoriesDropdown('en', limit)
    const expected = Number.isNaN(limit) ? 0 : Math.max(0, Math.floor(limit))
    expect(industries).toHaveLength(expected)
    expect(majors).toHaveLength(expected)
  })

  it('defaults to 10 per column, most common majors first, same ids in both locales', () => {
    const en = categoriesDropdown('en')
    const de = categoriesDropdown('de')
    expect(CATEGORIES_DROPDOWN_LIMIT).toBe(10)
    expect(en.industries).toHaveLength(10)
    expect(en.majors).toHaveLength(10)
    expect(en.majors[0]).toEqual({ id: 'business-administration', label: 'Business Administration' })
    expect(de.majors[0]).toEqual({ id: 'business-administration', label: 'Betriebswirtschaftslehre' })
    expect(de.majors.map((m) => m.id)).toEqual(en.majors.map((m) => m.id))
    expect(de.industries.map((i) => i.id)).toEqual(en.industries.map((i) => i.id))
    const counts = en.majors.map((m) => majorIndustryCount(m.id))
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    const shown = Math.min(...counts)
    for (const id of MAJOR_IDS) {
      if (!en.majors.some((m) => m.id === id)) expect(majorIndustryCount(id)).toBeLessThanOrEqual(shown)
    }
    for (const i of en.industries) expect(findIndustry(i.id)?.label.en).toBe(i.label)
  })
})

describe('categoriesDropdownFrom', () => {
  const industry = (id: string, majors: string[]) => ({
    id,
    label: id.toUpperCase(),
    majors: majors.map((major) => ({ id: major, label: `${major}!` })),
  })
  const list = [industry('it', ['cs', 'math']), industry('finance', ['math', 'law']), industry('law', ['law', 'math'])]

  it.each<[number, string[], string[]]>([
    [10, ['it', 'finance', 'law'], ['math', 'law', 'cs']],
    [2, ['it', 'finance'], ['math', 'law']],
    [0, [], []],
  ])('limit %i', (limit, industries, majors) => {
    const dropdown = categoriesDropdownFrom(list, limit)
    expect(dropdown.industries.map((o) => o.id)).toEqual(industries)
    expect(dropdown.majors.map((o) => o.id)).toEqual(majors)
  })

  it('gives the same result as the shipped catalogue helper for the shipped catalogue', () => {
    const shipped = INDUSTRIES.map((i) => ({
      id: i.id,
      label: i.label.de,
      majors: i.majors.map((id) => ({ id, label: MAJOR_LABELS[id].de })),
    }))
    expect(categoriesDropdownFrom(shipped).industries).toEqual(categoriesDropdown('de').industries)
    expect(
      categoriesDropdownFrom(shipped)
        .majors.map((m) => m.id)
        .sort(),
    ).toEqual(
      categoriesDropdown('de')
        .majors.map((m) => m.id)
        .sort(),
    )
  })
})
