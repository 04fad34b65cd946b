import type { Payload } from 'payload'

import { sortServices, type CatalogueIndustry, type LocalizedService } from '@/domain/catalogue'
import type { Locale } from '@/domain/locale'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The services as admins keep them, in `locale`, High demand first, then by name. */
export async function loadServices(payload: Payload, locale: Locale): Promise<LocalizedService[]> {
  const { docs } = await payload.find({ collection: 'catalogue-services', locale, depth: 1, pagination: false })
  return sortServices(
    docs.map((doc) => ({
      id: doc.key,
      name: doc.name,
      category: typeof doc.category === 'object' ? text(doc.category.name) : '',
      demand: doc.demand,
    })),
    locale,
  )
}

/** The industries in their order, each with its majors (most relevant first), in `locale`. */
export async function loadIndustries(payload: Payload, locale: Locale): Promise<CatalogueIndustry[]> {
  const { docs } = await payload.find({ collection: 'catalogue-industries', locale, depth: 1, pagination: false })
  return docs.map((doc) => ({
    id: doc.key,
    label: doc.label,
    majors: (doc.majors ?? []).flatMap((major) =>
      typeof major === 'object' ? [{ id: major.key, label: text(major.label) }] : [],
    ),
  }))
}
