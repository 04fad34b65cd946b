import type { Locale } from '../locale'

export const DEMAND_LEVELS = ['High', 'Medium'] as const
export type Demand = (typeof DEMAND_LEVELS)[number]

/** A text in every supported locale. */
export type Localized = Readonly<Record<Locale, string>>

/** A service as written in the data files: names and demand; the id is derived. */
export type ServiceSeed = readonly [en: string, de: string, demand: Demand]

export interface CategorySeed {
  readonly name: Localized
  readonly services: readonly ServiceSeed[]
}

export interface Category {
  readonly id: string
  readonly name: Localized
}

export interface Service {
  readonly id: string
  readonly name: Localized
  readonly categoryId: string
  readonly demand: Demand
}

/** One row of GET /api/services: names resolved for one locale. */
export interface LocalizedService {
  readonly id: string
  readonly name: string
  readonly category: string
  readonly demand: Demand
}
