import { describe, expect, it } from 'vitest'

import { SLUG_PATTERN, slugify } from './slug'

describe('slugify', () => {
  it.each([
    ['How to ace your interview', 'how-to-ace-your-interview'],
    ['Gehaltsverhandlung: Tipps für Berufseinsteiger', 'gehaltsverhandlung-tipps-fuer-berufseinsteiger'],
    ['Straße & Größe', 'strasse-groesse'],
    ['  Café  résumé!! ', 'cafe-resume'],
    ['---', ''],
    ['10 CV mistakes (2026)', '10-cv-mistakes-2026'],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug)
    if (slug) expect(SLUG_PATTERN.test(slug)).toBe(true)
  })

  it('cuts long titles at a word boundary dash, never leaving a trailing dash', () => {
    expect(slugify('a'.repeat(79) + ' bcd', 80)).toBe('a'.repeat(79))
  })
})
