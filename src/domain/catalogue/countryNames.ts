import countries from 'i18n-iso-countries'
import de from 'i18n-iso-countries/langs/de.json'
import en from 'i18n-iso-countries/langs/en.json'

import type { Locale } from '../locale'
import { COUNTRY_CODES } from '../schemas/application/countries'

// Names from a fixed list rather than Intl.DisplayNames: the server's and the browser's ICU name some
// countries differently, and a form rendered on both would not hydrate.
countries.registerLocale(en)
countries.registerLocale(de)

export type CountryOption = { id: string; label: string }

/** A country's name in `locale`; the code itself for a code the list does not know. */
export function countryName(code: string, locale: Locale): string {
  return countries.getName(code, locale) ?? code
}

/** Every country a form offers, named in `locale` and sorted by that name. */
export function countryOptions(locale: Locale): CountryOption[] {
  const collator = new Intl.Collator(locale)
  return COUNTRY_CODES.map((code) => ({ id: code, label: countryName(code, locale) })).sort((a, b) =>
    collator.compare(a.label, b.label),
  )
}
