import type { Locale } from '../locale'
import { INDUSTRY_SEEDS } from './industryData'
import { MAJOR_IDS, MAJOR_LABELS, isMajorId, type MajorId } from './majors'
import { slugify } from './slug'
import type { Localized } from './types'

export interface Industry {
  readonly id: string
  readonly label: Localized
  readonly majors: readonly MajorId[]
}

export interface Major {
  readonly id: MajorId
  readonly label: Localized
}

/** One selectable entry in a dropdown or select, already in the viewer's locale. */
export interface Option {
  readonly id: string
  readonly label: string
}

/** An industry as offered in a select, with its majors (most relevant first). */
export type CatalogueIndustry = Option & { readonly majors: readonly Option[] }

export const INDUSTRIES: readonly Industry[] = INDUSTRY_SEEDS.map((seed) => ({
  id: slugify(seed.label.en),
  label: seed.label,
  majors: seed.majors,
}))

const INDUSTRY_BY_ID: ReadonlyMap<string, Industry> = new Map(INDUSTRIES.map((i) => [i.id, i]))

export const CATEGORIES_DROPDOWN_LIMIT = 10

export function findIndustry(id: string | null | undefined): Industry | null {
  return (id && INDUSTRY_BY_ID.get(id)) || null
}

/** Majors of an industry, most relevant first; none for an unknown or missing industry (the major field stays disabled). */
export function majorsFor(industryId: string | null | undefined): Major[] {
  return (findIndustry(industryId)?.majors ?? []).map((id) => ({ id, label: MAJOR_LABELS[id] }))
}

/** Major select options for the chosen industry, in the viewer's locale. */
export function majorOptions(industryId: string | null | undefined, locale: Locale): Option[] {
  return majorsFor(industryId).map((major) => ({ id: major.id, label: major.label[locale] }))
}

export function industryLabel(id: string | null | undefined, locale: Locale): string | null {
  return findIndustry(id)?.label[locale] ?? null
}

export function majorLabel(id: string | null | undefined, locale: Locale): string | null {
  return isMajorId(id) ? MAJOR_LABELS[id][locale] : null
}

/** Whether a stored major still belongs to the industry (after an industry change the major must be cleared). */
export function isMajorOf(industryId: string | null | undefined, majorId: string | null | undefined): boolean {
  const industry = findIndustry(industryId)
  return industry !== null && isMajorId(majorId) && industry.majors.includes(majorId)
}

const MAJOR_INDUSTRY_COUNT: ReadonlyMap<MajorId, number> = INDUSTRIES.flatMap((i) => i.majors).reduce(
  (counts, id) => counts.set(id, (counts.get(id) ?? 0) + 1),
  new Map<MajorId, number>(MAJOR_IDS.map((id) => [id, 0])),
)

/** How many industries list the major (0 for unknown ids). */
export function majorIndustryCount(id: string): number {
  return isMajorId(id) ? (MAJOR_INDUSTRY_COUNT.get(id) ?? 0) : 0
}

/**
 * Categories dropdown (spec §2): industries on the left in catalogue order, majors on the right,
 * the majors shared by most industries first (ties by English label, so both locales show the same majors);
 * at most `limit` items per column.
 */
export function categoriesDropdown(
  locale: Locale,
  limit: number = CATEGORIES_DROPDOWN_LIMIT,
): { industries: Option[]; majors: Option[] } {
  const max = Number.isNaN(limit) ? 0 : Math.max(0, Math.floor(limit))
  const collator = new Intl.Collator('en', { sensitivity: 'base' })
  const industries = INDUSTRIES.slice(0, max).map((i) => ({ id: i.id, label: i.label[locale] }))
  const majors = MAJOR_IDS.filter((id) => majorIndustryCount(id) > 0)
    .sort(
      (a, b) =>
        majorIndustryCount(b) - majorIndustryCount(a) || collator.compare(MAJOR_LABELS[a].en, MAJOR_LABELS[b].en),
    )
    .slice(0, max)
    .map((id) => ({ id, label: MAJOR_LABELS[id][locale] }))
  return { industries, majors }
}

/**
 * The categories dropdown from the industries as admins keep them (in order, each with its majors):
 * the first `limit` industries, and the `limit` majors listed by most industries (ties by id, which is
 * the slug of the English name, so every language shows the same majors).
 */
export function categoriesDropdownFrom(
  industries: readonly CatalogueIndustry[],
  limit: number = CATEGORIES_DROPDOWN_LIMIT,
): { industries: Option[]; majors: Option[] } {
  const max = Number.isNaN(limit) ? 0 : Math.max(0, Math.floor(limit))
  const counts = new Map<string, { option: Option; count: number }>()
  for (const industry of industries) {
    for (const major of industry.majors) {
      const entry = counts.get(major.id) ?? { option: { id: major.id, label: major.label }, count: 0 }
      counts.set(major.id, { ...entry, count: entry.count + 1 })
    }
  }
  const majors = [...counts.values()]
    .sort((a, b) => b.count - a.count || (a.option.id < b.option.id ? -1 : a.option.id > b.option.id ? 1 : 0))
    .slice(0, max)
    .map((entry) => entry.option)
  return { industries: industries.slice(0, max).map(({ id, label }) => ({ id, label })), majors }
}
