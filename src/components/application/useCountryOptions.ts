'use client'

import { useMemo } from 'react'

import { countryOptions } from '@/domain/catalogue/countryNames'
import { resolveLocale } from '@/domain/locale'

/** Every country, named in the viewer's language and sorted by that name (the same on server and browser). */
export function useCountryOptions(locale: string) {
  return useMemo(() => countryOptions(resolveLocale(locale, null)), [locale])
}
