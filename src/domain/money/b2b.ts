export const EU_MEMBER_STATES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'HU',
] as const

export type EuMemberState = (typeof EU_MEMBER_STATES)[number]

export const B2B_CATEGORIES = ['B2B_DE', 'B2B_EU', 'B2B_NON_EU'] as const

export type B2bCategory = (typeof B2B_CATEGORIES)[number]

// EU VAT documents use 'EL' for Greece where ISO 3166 uses 'GR'.
const COUNTRY_ALIASES: ReadonlyMap<string, string> = new Map([['EL', 'GR']])

/** Upper-cased ISO alpha-2 code with aliases resolved; null when missing or blank. */
export function normalizeCountryCode(code: string | null | undefined): string | null {
  const trimmed = code?.trim().toUpperCase() ?? ''
  if (trimmed === '') return null
  return COUNTRY_ALIASES.get(trimmed) ?? trimmed
}

export function isEuMemberState(code: string | null | undefined): boolean {
  const normalized = normalizeCountryCode(code)
  return normalized !== null && (EU_MEMBER_STATES as readonly string[]).includes(normalized)
}

export function b2bCategory(
  billingCountry: string | null | undefined,
  geoCountry: string | null | undefined,
): B2bCategory {
  const countries = [normalizeCountryCode(billingCountry), normalizeCountryCode(geoCountry)]
  if (countries.includes('DE')) return 'B2B_DE'
  if (countries.some((country) => isEuMemberState(country))) return 'B2B_EU'
  return 'B2B_NON_EU'
}

export interface VatContext {
  isB2B: boolean
  billingCountry: string | null | undefined
  geoCountry: string | null | undefined
}

/** VAT applies unless the customer is B2B from Germany (billing or geo country DE). */
export function isVatApplied({ isB2B, billingCountry, geoCountry }: VatContext): boolean {
  return !(isB2B && b2bCategory(billingCountry, geoCountry) === 'B2B_DE')
}
