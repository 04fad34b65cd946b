import { describe, expect, it } from 'vitest'

import { LOCALES } from '../locale'
import { CATEGORIES, SERVICES, findCategory, findService, isHighDemand, servicesFor } from './services'
import { serviceId, slugify } from './slug'

describe('categories', () => {
  it('are exactly the 8 of spec §3, in order, with English and German names', () => {
    expect(CATEGORIES.map((c) => c.name.en)).toEqual([
      'Career Services',
      'Tech & Digital Careers',
      'AI Mentors',
      'Leadership & Management',
      'Business & Entrepreneurship',
      'Academic & Study Abroad',
      'Soft Skills & Personal Growth',
      'Female Leadership Services',
    ])
    expect(findCategory('career-services')?.name.de).toBe('Karriere-Services')
    for (const c of CATEGORIES) {
      expect(c.id).toBe(slugify(c.name.en))
      expect(c.name.de.trim()).not.toBe('')
    }
    expect(findCategory('other')).toBeNull()
  })

  it.each(CATEGORIES.map((c) => [c.id]))('%s has 12–13 services, some High and some Medium', (id) => {
    const own = SERVICES.filter((s) => s.categoryId === id)
    expect(own.length).toBeGreaterThanOrEqual(12)
    expect(own.length).toBeLessThanOrEqual(13)
    expect(own.some((s) => s.demand === 'High')).toBe(true)
    expect(own.some((s) => s.demand === 'Medium')).toBe(true)
  })
})

describe('services', () => {
  it('number 95–110, roughly a third High', () => {
    expect(SERVICES.length).toBeGreaterThanOrEqual(95)
    expect(SERVICES.length).toBeLessThanOrEqual(110)
    const high = SERVICES.filter((s) => s.demand === 'High').length / SERVICES.length
    expect(high).toBeGreaterThan(0.25)
    expect(high).toBeLessThan(0.42)
  })

  it('have unique ids and unique names per locale', () => {
    expect(new Set(SERVICES.map((s) => s.id)).size).toBe(SERVICES.length)
    for (const locale of LOCALES) expect(new Set(SERVICES.map((s) => s.name[locale])).size).toBe(SERVICES.length)
  })

  it.each(SERVICES.map((s) => [s.id, s]))(
    '%s is complete and its id derives from category and English name',
    (_, s) => {
      expect(s.name.en.trim()).not.toBe('')
      expect(s.name.de.trim()).not.toBe('')
      expect(['High', 'Medium']).toContain(s.demand)
      const category = findCategory(s.categoryId)
      expect(category).not.toBeNull()
      expect(s.id).toBe(serviceId(category!.name.en, s.name.en))
      expect(s.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\/[a-z0-9]+(-[a-z0-9]+)*$/)
    },
  )
})

describe('findService and isHighDemand', () => {
  it('round-trip every id', () => {
    for (const s of SERVICES) expect(findService(s.id)).toBe(s)
  })

  it.each([
    ['career-services/cv-review', true, 'Lebenslauf-Check'],
    ['career-services/blue-card-and-relocation-to-germany', true, 'Blaue Karte & Umzug nach Deutschland'],
    ['tech-and-digital-careers/system-design-interview', true, 'System-Design-Interview'],
    ['leadership-and-management/first-90-days-as-a-manager', true, 'Die ersten 90 Tage als Führungskraft'],
    ['career-services/cover-letter-review', false, 'Anschreiben-Check'],
  ])('%s → High %s, %s', (id, high, de) => {
    expect(isHighDemand(id)).toBe(high)
    expect(findService(id)?.name.de).toBe(de)
  })

  it.each(['', 'cv-review', 'career-services/CV Review', 'career-services/', 'constructor', '__proto__'])(
    'unknown id %j → null / not High',
    (id) => {
      expect(findService(id)).toBeNull()
      expect(isHighDemand(id)).toBe(false)
    },
  )
})

describe('servicesFor', () => {
  it.each(LOCALES)('%s: every service once, localized, High first then by name', (locale) => {
    const list = servicesFor(locale)
    expect(list).toHaveLength(SERVICES.length)
    expect(new Set(list.map((s) => s.id)).size).toBe(SERVICES.length)
    const firstMedium = list.findIndex((s) => s.demand === 'Medium')
    expect(list.slice(0, firstMedium).every((s) => s.demand === 'High')).toBe(true)
    expect(list.slice(firstMedium).every((s) => s.demand === 'Medium')).toBe(true)
    const collator = new Intl.Collator(locale)
    for (let i = 1; i < list.length; i++) {
      if (list[i - 1]!.demand === list[i]!.demand) {
        expect(collator.compare(list[i - 1]!.name, list[i]!.name)).toBeLessThanOrEqual(0)
      }
    }
    for (const row of list) {
      const service = findService(row.id)!
      expect(row).toEqual({
        id: service.id,
        name: service.name[locale],
        category: findCategory(service.categoryId)!.name[locale],
        demand: service.demand,
      })
    }
  })

  it.each([
    ['en', 'AI Tools for Productivity', 'Blue Card & Relocation to Germany'],
    ['en', 'Public Speaking', 'Salary Negotiation'],
    // Umlauts sort with their base letter, not after 'Z' as a code-unit sort would place them.
    ['de', 'Öffentliches Reden', 'Personal Branding'],
    ['de', 'Öffentliches Reden', 'Zeitmanagement & Produktivität'],
    ['de', 'Übergang in die Tech-Lead-Rolle', 'UX-Design-Portfolio-Review'],
    ['de', 'Präsentationstechniken', 'Preisstrategie'],
    ['de', 'Studienwahl', 'Übergang in die Tech-Lead-Rolle'],
  ] as const)('%s: %j before %j', (locale, before, after) => {
    const names = servicesFor(locale).map((s) => s.name)
    expect(names.indexOf(before)).toBeGreaterThanOrEqual(0)
    expect(names.indexOf(after)).toBeGreaterThanOrEqual(0)
    expect(names.indexOf(before)).toBeLessThan(names.indexOf(after))
  })

  it('localizes the category name', () => {
    const row = servicesFor('de').find((s) => s.id === 'career-services/cv-review')
    expect(row).toEqual({
      id: 'career-services/cv-review',
      name: 'Lebenslauf-Check',
      category: 'Karriere-Services',
      demand: 'High',
    })
  })
})
