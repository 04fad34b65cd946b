export type MoneyLocale = 'en' | 'de'

export function isIntegerCents(value: number): boolean {
  return Number.isSafeInteger(value)
}

export function assertIntegerCents(value: number, field: string): void {
  if (!isIntegerCents(value)) {
    throw new RangeError(`${field} must be an integer amount of cents, got ${value}`)
  }
}

export function assertNonNegativeCents(value: number, field: string): void {
  assertIntegerCents(value, field)
  if (value < 0) {
    throw new RangeError(`${field} must not be negative, got ${value}`)
  }
}

/** Euro (as entered or received at the edge) to integer cents, rounding half away from zero. */
export function toCents(euro: number): number {
  if (!Number.isFinite(euro)) {
    throw new RangeError(`Euro amount must be a finite number, got ${euro}`)
  }
  // toPrecision(15) strips binary noise (1.005 * 100 === 100.49999999999999) so a
  // decimal tie as written rounds as a tie.
  const scaled = Number((Math.abs(euro) * 100).toPrecision(15))
  const magnitude = Math.floor(scaled + 0.5)
  if (!Number.isSafeInteger(magnitude)) {
    throw new RangeError(`Euro amount is too large: ${euro}`)
  }
  if (magnitude === 0) return 0
  return euro < 0 ? -magnitude : magnitude
}

/** Integer cents to euro with 2 decimals, for the edges (APIs, forms). */
export function toEuro(cents: number): number {
  assertIntegerCents(cents, 'cents')
  return cents / 100
}

const euroFormatters: Record<MoneyLocale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }),
  de: new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }),
}

export function formatEuro(cents: number, locale: MoneyLocale): string {
  return euroFormatters[locale].format(toEuro(cents))
}

/** Stored cents as euro, or null when no price is stored. */
export function euroOrNull(cents: number | null | undefined): number | null {
  return typeof cents === 'number' ? toEuro(cents) : null
}
