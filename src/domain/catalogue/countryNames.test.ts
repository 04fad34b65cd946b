import { describe, expect, it } from 'vitest'

import { COUNTRY_CODES } from '../schemas/application/countries'
import { countryName, countryOptions } from './countryNames'

describe('country names', () => {
  it.each([
    ['DE', 'en', 'Germany'],
    ['DE', 'de', 'Deutschland'],
    ['AT', 'de', 'Österreich'],
    ['GB', 'en', 'United Kingdom'],
    ['XK', 'de', 'Kosovo'],
    ['ZZ', 'en', 'ZZ'],
  ] as const)('%s in %s is %s', (code, locale, name) => {
    expect(countryName(code, locale)).toBe(name)
  })

  it.each(['en', 'de'] as const)('every code of the forms has a name in %s, once, sorted by name', (locale) => {
    const options = countryOptions(locale)
    expect(options.map((option) => option.id).sort()).toEqual([...COUNTRY_CODES].sort())
    expect(options.every((option) => option.label !== option.id)).toBe(true)
    const labels = options.map((option) => option.label)
    expect(labels).toEqual([...labels].sort(new Intl.Collator(locale).compare))
  })

  it('sorts umlauts with their letter in German', () => {
    const labels = countryOptions('de').map((option) => option.label)
    expect(labels.indexOf('Österreich')).toBeGreaterThan(labels.indexOf('Oman'))
    expect(labels.indexOf('Österreich')).toBeLessThan(labels.indexOf('Pakistan'))
  })
})
