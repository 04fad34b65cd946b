import type { Payload } from 'payload'

import { seedCatalogue } from '../catalogue/seedCatalogue'
import { backfillSearchText } from '../search/backfillSearchText'

/**
 * Data every database needs, brought up to date after the migrations have run, so it is written with
 * the current schema: the shipped catalogue where entries are missing, and search text for profiles
 * saved before the search existed. Safe to repeat.
 */
export async function syncReferenceData(payload: Payload): Promise<void> {
  await seedCatalogue(payload)
  await backfillSearchText(payload)
}
