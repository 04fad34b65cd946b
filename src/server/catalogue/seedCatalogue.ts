import type { Payload, PayloadRequest } from 'payload'

import { CATEGORIES, INDUSTRIES, MAJOR_IDS, MAJOR_LABELS, SERVICES, type Localized } from '@/domain/catalogue'

type CatalogueSlug = 'catalogue-categories' | 'catalogue-services' | 'catalogue-majors' | 'catalogue-industries'

/**
 * Creates the record under `key` unless it exists, with its English text, then adds the German one.
 * Existing records are left as admins edited them. Answers the record's id.
 */
async function ensure(
  payload: Payload,
  req: PayloadRequest | undefined,
  collection: CatalogueSlug,
  key: string,
  text: { field: 'name' | 'label'; value: Localized },
  data: Record<string, unknown> = {},
): Promise<number> {
  const found = await payload.find({ collection, where: { key: { equals: key } }, limit: 1, depth: 0, req })
  if (found.docs[0]) return found.docs[0].id
  const created = await payload.create({
    collection,
    data: { key, [text.field]: text.value.en, ...data } as never,
    locale: 'en',
    req,
    overrideAccess: true,
  })
  await payload.update({
    collection,
    id: created.id,
    data: { [text.field]: text.value.de } as never,
    locale: 'de',
    req,
    overrideAccess: true,
  })
  return created.id
}

/** The shipped catalogue (service categories and services, majors and industries), added where missing. */
export async function seedCatalogue(payload: Payload, req?: PayloadRequest): Promise<void> {
  const categoryIds = new Map<string, number>()
  for (const [index, category] of CATEGORIES.entries()) {
    const id = await ensure(
      payload,
      req,
      'catalogue-categories',
      category.id,
      { field: 'name', value: category.name },
      {
        sortOrder: index,
      },
    )
    categoryIds.set(category.id, id)
  }
  for (const service of SERVICES) {
    await ensure(
      payload,
      req,
      'catalogue-services',
      service.id,
      { field: 'name', value: service.name },
      {
        category: categoryIds.get(service.categoryId),
        demand: service.demand,
      },
    )
  }
  const majorIds = new Map<string, number>()
  for (const major of MAJOR_IDS) {
    majorIds.set(
      major,
      await ensure(payload, req, 'catalogue-majors', major, { field: 'label', value: MAJOR_LABELS[major] }),
    )
  }
  for (const [index, industry] of INDUSTRIES.entries()) {
    await ensure(
      payload,
      req,
      'catalogue-industries',
      industry.id,
      { field: 'label', value: industry.label },
      {
        majors: industry.majors.map((major) => majorIds.get(major)),
        sortOrder: index,
      },
    )
  }
}
