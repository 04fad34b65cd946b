'use client'

import { useMemo } from 'react'

import { COUNTRY_CODES } from '@/domain/schemas'

/** Every country, named in the viewer's language and sorted by that name. */
export function useCountryOptions(locale: string) {
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' })
    return COUNTRY_CODES.map((code) => ({ id: code, label: names.of(code) ?? code })).sort((a, b) =>
      a.label.localeCompare(b.label, locale),
    )
  }, [locale])
}
