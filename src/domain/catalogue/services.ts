import type { Locale } from '../locale'
import { academicAndStudyAbroad } from './categories/academicAndStudyAbroad'
import { aiMentors } from './categories/aiMentors'
import { businessAndEntrepreneurship } from './categories/businessAndEntrepreneurship'
import { careerServices } from './categories/careerServices'
import { femaleLeadershipServices } from './categories/femaleLeadershipServices'
import { leadershipAndManagement } from './categories/leadershipAndManagement'
import { softSkillsAndPersonalGrowth } from './categories/softSkillsAndPersonalGrowth'
import { techAndDigitalCareers } from './categories/techAndDigitalCareers'
import { serviceId, slugify } from './slug'
import type { Category, CategorySeed, Demand, LocalizedService, Service } from './types'

/** Spec §3 order. */
const SEEDS: readonly CategorySeed[] = [
  careerServices,
  techAndDigitalCareers,
  aiMentors,
  leadershipAndManagement,
  businessAndEntrepreneurship,
  academicAndStudyAbroad,
  softSkillsAndPersonalGrowth,
  femaleLeadershipServices,
]

export const CATEGORIES: readonly Category[] = SEEDS.map((seed) => ({ id: slugify(seed.name.en), name: seed.name }))

export const SERVICES: readonly Service[] = SEEDS.flatMap((seed) =>
  seed.services.map(([en, de, demand]) => ({
    id: serviceId(seed.name.en, en),
    name: { en, de },
    categoryId: slugify(seed.name.en),
    demand,
  })),
)

const CATEGORY_BY_ID: ReadonlyMap<string, Category> = new Map(CATEGORIES.map((c) => [c.id, c]))
const SERVICE_BY_ID: ReadonlyMap<string, Service> = new Map(SERVICES.map((s) => [s.id, s]))

const DEMAND_RANK: Readonly<Record<Demand, number>> = { High: 0, Medium: 1 }

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

export function findCategory(id: string): Category | null {
  return CATEGORY_BY_ID.get(id) ?? null
}

export function findService(id: string): Service | null {
  return SERVICE_BY_ID.get(id) ?? null
}

export function isHighDemand(id: string): boolean {
  return findService(id)?.demand === 'High'
}

/** High demand first, then by name in `locale` (so 'Ö' sorts with 'O'), then by id. */
export function sortServices(services: readonly LocalizedService[], locale: Locale): LocalizedService[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true })
  return [...services].sort(
    (a, b) =>
      DEMAND_RANK[a.demand] - DEMAND_RANK[b.demand] || collator.compare(a.name, b.name) || compareIds(a.id, b.id),
  )
}

/** The shipped catalogue in `locale`, sorted for GET /api/services. */
export function servicesFor(locale: Locale): LocalizedService[] {
  return sortServices(
    SERVICES.map((service) => ({
      id: service.id,
      name: service.name[locale],
      category: CATEGORY_BY_ID.get(service.categoryId)?.name[locale] ?? service.categoryId,
      demand: service.demand,
    })),
    locale,
  )
}
