import 'server-only'

import type { Payload } from 'payload'

import type { CatalogueIndustry } from '@/domain/catalogue'
import type { ConsulteeProfilePage } from '@/domain/consultee/profilePages'
import type { Locale } from '@/domain/locale'
import { loadIndustries } from '@/server/catalogue/loadCatalogue'
import { documentMaxMb } from '@/server/uploads/config'

export type ConsulteeSectionData =
  | { section: 'personal-information' | 'experience' | 'skills-services' }
  | { section: 'profile-details'; industries: CatalogueIndustry[] }
  | { section: 'career-preferences'; industries: CatalogueIndustry[]; cvMaxSizeMb: number }

/** What the form of one consultee profile page needs besides the saved data. */
export async function consulteeSectionData(
  payload: Payload,
  section: ConsulteeProfilePage,
  locale: Locale,
): Promise<ConsulteeSectionData> {
  switch (section) {
    case 'personal-information':
    case 'experience':
    case 'skills-services':
      return { section }
    case 'profile-details':
      return { section, industries: await loadIndustries(payload, locale) }
    case 'career-preferences':
      return { section, industries: await loadIndustries(payload, locale), cvMaxSizeMb: documentMaxMb() }
  }
}
